// The names of a team's season statistics in the page's language. The upstream names them in
// Spanish whatever the language asked, so the site names the codes it knows itself.
import type { StatParameter } from '../competition/types';
import type { Translate } from '../i18n/intl';
import type { MessageId } from '../i18n/messages';

export const TEAM_STAT_LABELS = {
  GOL: 'teams.stat.goals',
  'ASS-V': 'teams.stat.assists',
  MVP: 'teams.stat.mvp',
  TIR: 'teams.stat.shots',
  'TIR-S': 'teams.stat.shotsOnTarget',
  PAS: 'teams.stat.passes',
  'PAS-X': 'teams.stat.passesCompleted',
  FAL: 'teams.stat.fouls',
  CRN: 'teams.stat.corners',
  TA: 'teams.stat.yellowCards',
  TR: 'teams.stat.redCards',
  XG: 'teams.stat.expectedGoals',
  XA: 'teams.stat.expectedAssists',
  REC: 'teams.stat.recoveries',
  INT: 'teams.stat.interceptions',
  ENT: 'teams.stat.tacklesWon',
  REG: 'teams.stat.dribbles',
  OCA: 'teams.stat.chancesCreated',
  'GOL-P': 'teams.stat.penaltyGoals',
  'GOL-PP': 'teams.stat.presidentPenaltyGoals',
  'GOL-D': 'teams.stat.doubleGoals',
  MIN: 'teams.stat.minutes',
  'GOL-S': 'teams.stat.goalsConceded',
  PRT: 'teams.stat.saves',
} as const satisfies Record<string, MessageId>;

/** The site's own name for a known code; the upstream's name for any other. */
export function labelTeamStat(parameter: Pick<StatParameter, 'code' | 'name'>, t: Translate): string {
  const id = (TEAM_STAT_LABELS as Readonly<Record<string, MessageId>>)[parameter.code];
  return id ? t(id) : parameter.name;
}
