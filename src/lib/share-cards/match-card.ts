import type { CardModel } from '../card-model';
import type { FoundMatch } from '../competition/find-match';
import { formatKickoffClock, formatKickoffDay } from '../i18n/format-date';
import type { MessageId } from '../i18n/messages';
import { toCardCrest } from './card-crest';
import { rulesForSeason } from '../../config/match-rules';
import { matchState, PHASE_MESSAGES, type MatchPhase } from '../match-state';
import { cardFrame, cardText, type CardInput } from './card-frame';

const WITH_SCORE = new Set(['live', 'ended']);
const STATUS_SHOWN = new Set(['ended', 'rescheduled', 'cancelled', 'abandoned']);

/** Phases a live card names beside its minute: those that change the game (ADR 061); plain play says nothing more. */
const PHASES_NAMED = new Set<MatchPhase>(['scaleUp', 'doubleGoal', 'halfTime', 'dice', 'matchball', 'shootout']);

/** "LIVE 18′ · Double goals": the minute and, where it changes the game, the phase the rules are in at `now`. */
function liveStatusText(match: FoundMatch['match'], t: CardInput['t'], now: number): string {
  const minute = match.currentMinute !== undefined ? t('cards.live', { minute: match.currentMinute }) : t('cards.livePlain');
  const { phase } = matchState(match, rulesForSeason(match.seasonId), now);
  return PHASES_NAMED.has(phase) ? `${minute} · ${t(PHASE_MESSAGES[phase])}` : minute;
}

/** Section 4's match as its card: the score (and shootout) or the kick-off on the region's clock, live with its minute. */
export function buildMatchCard({ match, season }: FoundMatch, input: CardInput, now: number = Date.now()): Extract<CardModel, { kind: 'match' }> {
  const { t, lang, region } = input;
  const timeZone = region?.timeZone ?? 'UTC';
  const { home, away, homeShootout, awayShootout } = match.scores;
  const hasScore = WITH_SCORE.has(match.displayStatus) && home !== undefined && away !== undefined;
  const hasShootout = hasScore && homeShootout !== undefined && awayShootout !== undefined;
  const live = match.displayStatus === 'live';
  const status = live
    ? { text: liveStatusText(match, t, now), live: true }
    : STATUS_SHOWN.has(match.displayStatus)
      ? { text: t(`match.status.${match.displayStatus}` as MessageId), live: false }
      : undefined;
  return {
    ...cardFrame(input),
    kind: 'match',
    home: { name: cardText(match.homeTeam?.name ?? '—'), crest: toCardCrest(match.homeTeam) },
    away: { name: cardText(match.awayTeam?.name ?? '—'), crest: toCardCrest(match.awayTeam) },
    centre: hasScore ? t('match.score', { home: home!, away: away! }) : formatKickoffClock(match.date, lang, timeZone),
    ...(hasShootout
      ? { detail: t('match.shootout', { home: homeShootout!, away: awayShootout! }) }
      : !hasScore && { detail: formatKickoffDay(match.date, lang, timeZone) }),
    ...(status && { status }),
    caption: cardText([season.displayName ?? season.name, match.turnName].filter(Boolean).join(' · ')),
  };
}

export function matchCardAlt(model: Extract<CardModel, { kind: 'match' }>, t: CardInput['t']): string {
  const centre = [model.status?.text, model.centre, model.detail].filter(Boolean).join(' ');
  return t('cards.alt.match', { home: model.home.name, away: model.away.name, centre });
}
