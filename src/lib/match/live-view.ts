// What the live part of a match page shows, as plain translated data: the page renders it first,
// the live endpoint answers it again on every refresh, and the client leaf only swaps it in.
import { getLocale, type LocaleCode } from '../../config/locales';
import { formatClockMinute } from '../competition/rules/clock-minute';
import { canShowMatchStats, isStillToCome } from '../competition/rules/match-status';
import type { DisplayStatus, Match } from '../competition/types';
import { formatKickoffClock, formatKickoffDay } from '../i18n/format-date';
import type { MessageId } from '../i18n/messages';
import type { Translate } from '../i18n/intl';
import { isolate } from './isolate';
import { buildStatRows, type StatRow } from './stat-rows';
import { buildTimeline, type TimelineOptions, type TimelinePeriod } from './timeline';
import { phaseStripOf, type PhaseStripView } from '../rules';

export type LiveMatchView = {
  id: number;
  date: string;
  displayStatus: DisplayStatus;
  badge: { tone: string; text: string };
  /** `text` is the score as a match card shows it ("2–1"). */
  score?: { home: string; away: string; label: string; text: string };
  /** ["1st half 1–0", "2nd half 1–1"]: the second once it has started. */
  halves?: string[];
  /** "(4–3 on penalties)". */
  shootout?: string;
  /** Before a score exists: the kick-off in the region's zone, for the space between the crests. */
  kickoff?: { clock: string; day: string };
  timeline: TimelinePeriod[];
  /** Said when the timeline is empty. */
  timelineNote: string;
  /** Only for live and ended matches (section 4); absent otherwise. */
  stats?: StatRow[];
  /** The phase strip: the match under the league's rules (absent for a match that will not be played). */
  rules?: PhaseStripView;
};

/** Matches the league's rules are told for: those played, being played or still to be. */
const TOLD_BY_RULES = new Set<DisplayStatus>(['scheduled', 'live', 'ended']);

const BADGE_TONES = new Set(['scheduled', 'live', 'ended', 'rescheduled', 'cancelled', 'abandoned']);
const STOPPED_CLOCK: Partial<Record<string, MessageId>> = {
  halfTime: 'match.clock.halfTime',
  breakTime: 'match.clock.break',
  inPlayP: 'match.clock.shootout',
};

function badgeOf(match: Match, t: Translate): LiveMatchView['badge'] {
  const tone = BADGE_TONES.has(match.displayStatus) ? match.displayStatus : 'scheduled';
  const status = t(`match.status.${tone}` as MessageId);
  if (tone !== 'live') return { tone, text: status };
  const minute = formatClockMinute(match.status, match.currentMinute);
  const stopped = STOPPED_CLOCK[match.status];
  const clock = minute !== undefined ? t('match.minute', { minute }) : stopped ? t(stopped) : undefined;
  return { tone, text: clock ? `${status} · ${clock}` : status };
}

/** `now` (epoch ms) is the instant the phase strip is worked out for. */
export function buildLiveMatchView(
  match: Match, t: Translate, lang: LocaleCode, timeZone: string, options: TimelineOptions & { now?: number } = {},
): LiveMatchView {
  const { now = Date.now(), ...timelineOptions } = options;
  const locale = getLocale(lang).tag;
  const number = new Intl.NumberFormat(locale);
  const { scores } = match;
  const home = isolate(match.homeTeam?.name ?? '—');
  const away = isolate(match.awayTeam?.name ?? '—');
  const hasScore = match.displayStatus !== 'scheduled' && scores.home !== undefined && scores.away !== undefined;
  const halvesKnown = [scores.homeFirstHalf, scores.awayFirstHalf, scores.homeSecondHalf, scores.awaySecondHalf].every((value) => value !== undefined);
  const secondHalfStarted = match.status !== 'inPlay1H' && match.status !== 'halfTime';
  const timeline = buildTimeline(match, t, timelineOptions);
  return {
    id: match.id,
    date: match.date,
    displayStatus: match.displayStatus,
    badge: badgeOf(match, t),
    score: hasScore
      ? {
          home: number.format(scores.home ?? 0),
          away: number.format(scores.away ?? 0),
          label: t('match.centre.scoreLabel', { home, away, homeScore: scores.home ?? 0, awayScore: scores.away ?? 0 }),
          text: t('match.score', { home: scores.home ?? 0, away: scores.away ?? 0 }),
        }
      : undefined,
    halves: hasScore && halvesKnown
      ? [
          t('match.centre.firstHalf', { home: scores.homeFirstHalf ?? 0, away: scores.awayFirstHalf ?? 0 }),
          ...(secondHalfStarted ? [t('match.centre.secondHalf', { home: scores.homeSecondHalf ?? 0, away: scores.awaySecondHalf ?? 0 })] : []),
        ]
      : undefined,
    shootout: hasScore && scores.homeShootout !== undefined && scores.awayShootout !== undefined
      ? t('match.shootout', { home: scores.homeShootout, away: scores.awayShootout })
      : undefined,
    kickoff: hasScore || !isStillToCome(match.displayStatus)
      ? undefined
      : { clock: formatKickoffClock(match.date, lang, timeZone), day: formatKickoffDay(match.date, lang, timeZone) },
    timeline,
    timelineNote: t(match.displayStatus === 'scheduled' ? 'match.timeline.beforeKickoff' : 'match.timeline.empty'),
    stats: canShowMatchStats(match.displayStatus) ? buildStatRows(match.stats, t, locale) : undefined,
    rules: TOLD_BY_RULES.has(match.displayStatus)
      ? phaseStripOf(match, { t, locale, names: { home, away }, at: now }, { presidents: timelineOptions.presidents })
      : undefined,
  };
}
