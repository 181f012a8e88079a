// The notification a subscriber sees, in the language of the page where they subscribed. In
// spoiler-free mode it says the match changed, never the score.
import type { EditionId } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import type { Match } from '../competition/types';
import { getIntl, type Translate } from '../i18n/intl';
import { CARD_NAMES } from '../rules';
import type { AlertEvent } from './alert-events';
import type { RulesMoment } from './rules-moments';

/** What the service worker (src/service-worker/push-alerts.ts) shows; `url` is the match page's path it opens. */
export type AlertPayload = { title: string; body: string; url: string; tag: string; lang: string; dir: 'ltr' | 'rtl' };

type MessageFacts = {
  edition: EditionId;
  lang: LocaleCode;
  spoilerFree: boolean;
  match: Pick<Match, 'id' | 'scores' | 'homeTeam' | 'awayTeam'>;
  event: AlertEvent;
  url: string;
};

const namesOf = (match: MessageFacts['match']) => ({ home: match.homeTeam?.name ?? '', away: match.awayTeam?.name ?? '' });

/** "Home 2-1 Away", or "Home v Away" where the score is not told. */
function titleOf(t: Translate, match: MessageFacts['match'], hideScore: boolean): string {
  const { home, away } = namesOf(match);
  return hideScore
    ? t('match.versus', { home, away })
    : t('alerts.push.scoreTitle', { home, away, homeScore: match.scores.home ?? 0, awayScore: match.scores.away ?? 0 });
}

export function buildAlertPayload({ edition, lang, spoilerFree, match, event, url }: MessageFacts): AlertPayload {
  const { t } = getIntl(lang, edition);
  const locale = getLocale(lang);
  const title = titleOf(t, match, spoilerFree || event.kind === 'kick-off');
  const body =
    event.kind === 'kick-off' ? t('alerts.push.kickOff')
    : event.kind === 'full-time' ? t('alerts.push.fullTime')
    : spoilerFree ? t('alerts.push.changed')
    : t('alerts.push.goal');
  return { title, body, url, tag: `match-${match.id}`, lang: locale.tag, dir: locale.dir };
}

function momentBody(t: Translate, moment: RulesMoment, names: { home: string; away: string }, spoilerFree: boolean): string {
  if (moment.kind === 'matchball') return t('alerts.push.rules.matchball');
  const team = names[moment.side];
  if (moment.kind === 'presidentPenalty') {
    // Scored or missed is a goal or not: a fan who hides results hears only that it was taken (ADR 061).
    return t('alerts.push.rules.presidentPenalty', { team, outcome: spoilerFree ? 'taken' : moment.scored ? 'scored' : 'missed' });
  }
  if (moment.card === 'joker' && moment.asCard) return t('alerts.push.rules.cardJoker', { team, card: t(CARD_NAMES[moment.asCard]) });
  return moment.card ? t('alerts.push.rules.card', { team, card: t(CARD_NAMES[moment.card]) }) : t('alerts.push.rules.cardUnnamed', { team });
}

/**
 * A rules moment (a secret card, a president's penalty, Matchball) for a fan who opted in to them:
 * the match as its title, the moment as its body. Its tag is the moment's own, so it does not
 * replace the match's score on the phone.
 */
export function buildRulesMomentPayload({ edition, lang, spoilerFree, match, moment, url }: Omit<MessageFacts, 'event'> & { moment: RulesMoment }): AlertPayload {
  const { t } = getIntl(lang, edition);
  const locale = getLocale(lang);
  const body = momentBody(t, moment, namesOf(match), spoilerFree);
  return { title: titleOf(t, match, spoilerFree), body, url, tag: rulesMomentTopic(match.id, moment), lang: locale.tag, dir: locale.dir };
}

/** The push's Topic and the notification's tag: one per moment of a match ("match-42-card-home", within RFC 8030's 32 characters). */
export const rulesMomentTopic = (matchId: number, moment: Pick<RulesMoment, 'key'>) => `match-${matchId}-${moment.key}`;
