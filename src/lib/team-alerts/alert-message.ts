// The notification a subscriber sees, in the language of the page where they subscribed. In
// spoiler-free mode it says the match changed, never the score.
import type { EditionId } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import type { Match } from '../competition/types';
import { getIntl } from '../i18n/intl';
import type { AlertEvent } from './alert-events';

/** What the service worker (src/site-worker/push-alerts.ts) shows; `url` is the match page's path it opens. */
export type AlertPayload = { title: string; body: string; url: string; tag: string; lang: string; dir: 'ltr' | 'rtl' };

type MessageFacts = {
  edition: EditionId;
  lang: LocaleCode;
  spoilerFree: boolean;
  match: Pick<Match, 'id' | 'scores' | 'homeTeam' | 'awayTeam'>;
  event: AlertEvent;
  url: string;
};

export function buildAlertPayload({ edition, lang, spoilerFree, match, event, url }: MessageFacts): AlertPayload {
  const { t } = getIntl(lang, edition);
  const locale = getLocale(lang);
  const home = match.homeTeam?.name ?? '';
  const away = match.awayTeam?.name ?? '';
  const hideScore = spoilerFree || event.kind === 'kick-off';
  const title = hideScore
    ? t('match.versus', { home, away })
    : t('alerts.push.scoreTitle', { home, away, homeScore: match.scores.home ?? 0, awayScore: match.scores.away ?? 0 });
  const body =
    event.kind === 'kick-off' ? t('alerts.push.kickOff')
    : event.kind === 'full-time' ? t('alerts.push.fullTime')
    : spoilerFree ? t('alerts.push.changed')
    : t('alerts.push.goal');
  return { title, body, url, tag: `match-${match.id}`, lang: locale.tag, dir: locale.dir };
}
