// The team statistics shown side by side on a match page, labelled and formatted on the server.
import type { MatchStats, StatValue } from '../competition/types';
import type { MessageId } from '../i18n/messages';
import type { Translate } from '../i18n/intl';

export type StatRow = {
  code: string;
  label: string;
  home: string;
  away: string;
  /** The home side's share of the two, 0–100, for the bar; none when both are zero (an empty bar, not a 50/50 split). */
  homeShare?: number;
};

/** The statistics a match page compares, in the order it shows them. */
export const MATCH_STAT_LABELS = {
  TIR: 'match.stat.shots',
  'TIR-S': 'match.stat.shotsOnTarget',
  XG: 'match.stat.expectedGoals',
  OCA: 'match.stat.chancesCreated',
  PAS: 'match.stat.passes',
  'PAS-X': 'match.stat.passesCompleted',
  REC: 'match.stat.recoveries',
  PRT: 'match.stat.saves',
  CRN: 'match.stat.corners',
  FAL: 'match.stat.fouls',
  TA: 'match.stat.yellowCards',
  TR: 'match.stat.redCards',
} as const satisfies Record<string, MessageId>;

const totalOf = (values: readonly StatValue[], code: string) => values.find((value) => value.code === code)?.total;

export function buildStatRows(stats: MatchStats | undefined, t: Translate, locale: string): StatRow[] {
  if (!stats) return [];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return Object.entries(MATCH_STAT_LABELS).flatMap(([code, label]) => {
    const home = totalOf(stats.home.teamStats, code);
    const away = totalOf(stats.away.teamStats, code);
    if (home === undefined && away === undefined) return [];
    const [h, a] = [Math.max(0, home ?? 0), Math.max(0, away ?? 0)];
    return [{
      code,
      label: t(label),
      home: number.format(home ?? 0),
      away: number.format(away ?? 0),
      homeShare: h + a === 0 ? undefined : Math.round((h / (h + a)) * 100),
    }];
  });
}
