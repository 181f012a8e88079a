// What the tables page shows: for each group with standings, its table, and each team's
// position after every matchday played; plus every ended match of the season for the form.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import { loadCompetition } from '../competition/load-competition';
import { computePositionHistory, type PlayedTurn, type PositionHistory } from '../competition/rules/position-history';
import type { Group, GroupStandings, Match, MatchCenterTurn, Phase, Season } from '../competition/types';

export type GroupTable = {
  phase: Pick<Phase, 'id' | 'name'>;
  group: Group;
  /** Undefined when the standings could not be had. */
  standings?: GroupStandings;
  history: PositionHistory;
};

export type TablesData = { season?: Season; tables: GroupTable[]; matches: Match[] };

type Options = { genders: readonly Gender[]; competitions: readonly number[]; lang: LocaleCode };

const FINAL_STATUSES = new Set(['ended', 'rescheduled', 'cancelled', 'abandoned']);

/** The group's matchdays that are over, in order, each with the group's matches in it. */
export function listPlayedTurns(group: Group, centre: readonly MatchCenterTurn[]): PlayedTurn[] {
  return group.turns.flatMap((turn) => {
    const listed = centre.find((candidate) => candidate.id === turn.id);
    const matches = (listed?.matches ?? []).filter((match) => match.groupId === group.id);
    const over = listed?.ended || matches.every((match) => FINAL_STATUSES.has(match.displayStatus));
    const anyEnded = matches.some((match) => match.displayStatus === 'ended');
    return over && anyEnded ? [{ id: turn.id, label: turn.shortName ?? turn.name, matches }] : [];
  });
}

export async function loadTables(api: CompetitionApi, options: Options): Promise<TablesData> {
  const { season } = await loadCompetition(api, options);
  if (!season) return { tables: [], matches: [] };
  const groups = [...season.phases]
    .sort((a, b) => a.order - b.order)
    .flatMap((phase) => phase.groups.filter((group) => group.hasStandings).map((group) => ({ phase, group })));
  const [centre, ...standings] = await Promise.all([
    api.getMatchCenterData(season.id, { lang: options.lang }),
    ...groups.map(({ group }) => api.getGroupStandings(group.id)),
  ]);
  const tables = groups.map(({ phase, group }, index): GroupTable => {
    const rows = standings[index];
    const teamIds = (rows?.standings ?? []).map((row) => row.teamId);
    return {
      phase: { id: phase.id, name: phase.name },
      group,
      standings: rows,
      history: computePositionHistory(listPlayedTurns(group, centre), teamIds),
    };
  });
  const matches = centre.flatMap((turn) => turn.matches).filter((match) => match.displayStatus === 'ended');
  return { season, tables, matches };
}
