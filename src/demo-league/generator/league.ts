// One region's league: its teams and people, the previous season (played out, with a champion),
// the current one (played up to today's turn), the draft and transfer window before each, the
// tier list where the region has one, and the side cup that borrows its teams.
import { CUP_FIRST_WEEK, CURRENT_FIRST_WEEK, CURRENT_TURN_INDEX, PREVIOUS_FIRST_WEEK, REGULAR_TURNS, draftDayOffset } from './timeline';
import { runDraft } from './draft';
import type { LeagueIds } from './ids';
import type { CupPlan, LeaguePlan } from './plan';
import { rngFor } from '../seeded-random';
import { buildSeason, type SeasonSlice } from './season';
import { generateLeaguePeople, type SquadPlayer } from './squads';
import { generateTeams } from './teams';
import { buildTierList } from './tier-list';
import { runTransferWindow, type Roster } from './transfers';
import type { DemoLeague, Player } from './types';

export type LeagueSlice = Omit<DemoLeague, 'competitions'>;

function byHomeTeam(players: readonly SquadPlayer[], category: SquadPlayer['category']): Map<number, SquadPlayer[]> {
  const map = new Map<number, SquadPlayer[]>();
  for (const p of players) {
    if (p.category !== category || p.homeTeamId === null) continue;
    map.set(p.homeTeamId, [...(map.get(p.homeTeamId) ?? []), p]);
  }
  return map;
}

function toPlayer({ homeTeamId: _home, category: _category, ...player }: SquadPlayer): Player {
  return player;
}

export function generateLeague(seed: number, plan: LeaguePlan, stadiumId: number, cups: readonly CupPlan[], ids: LeagueIds): LeagueSlice {
  const rng = rngFor(seed, 'league', plan.key);
  const teams = generateTeams(plan, ids.team, rngFor(seed, 'teams', plan.key));
  const people = generateLeaguePeople(plan, teams, ids, rngFor(seed, 'people', plan.key));
  const teamIds = teams.map((t) => t.id);
  const draftPool = people.squads.filter((p) => p.category === 'draft');
  const reserves = byHomeTeam(people.squads, 'reserve');
  const freeAgents = [...people.freeAgents];
  let wildcards = byHomeTeam(people.squads, 'wildcard');

  const prepare = (seasonId: number, order: readonly number[], firstWeek: number) => {
    const draft = runDraft(seasonId, order, draftPool, reserves, rng);
    const rosters = new Map<number, Roster[]>(teamIds.map((id) => [id, [
      ...(draft.rosters.get(id) ?? []).map((player) => ({ player, category: player.category })),
      ...(wildcards.get(id) ?? []).map((player) => ({ player, category: 'wildcard' as const })),
    ]]));
    const transfers = runTransferWindow(seasonId, rosters, freeAgents, draftDayOffset(firstWeek) + 1, ids.transfer, rng);
    // Wildcards stay with the team that signed them; a released one is gone for good.
    wildcards = new Map(teamIds.map((id) => [id, (rosters.get(id) ?? []).filter((e) => e.category === 'wildcard').map((e) => e.player)]));
    return { rosters, picks: draft.picks, transfers };
  };
  const seasonFacts = (id: number, clusterId: number, isCurrent: boolean, displayName: string) => ({
    id, competitionId: plan.competition.id, clusterId, name: `${plan.competition.name} ${displayName}`, displayName,
    isCurrent, timeZone: plan.region.timeZone, stadiumId,
  });

  const before = prepare(plan.previousSeasonId, rng.shuffle(teamIds), PREVIOUS_FIRST_WEEK);
  const previous = buildSeason({
    seed, season: seasonFacts(plan.previousSeasonId, plan.previousClusterId, false, 'Split 1'), teamIds, rosters: before.rosters,
    firstWeek: PREVIOUS_FIRST_WEEK, withLeague: true, playedTurns: REGULAR_TURNS, ids, rng,
  });
  // The weakest team of the last table picks first.
  const now = prepare(plan.currentSeasonId, previous.table.map((row) => row.teamId).reverse(), CURRENT_FIRST_WEEK);
  const current = buildSeason({
    seed, season: seasonFacts(plan.currentSeasonId, plan.currentClusterId, true, 'Split 2'), teamIds, rosters: now.rosters,
    firstWeek: CURRENT_FIRST_WEEK, withLeague: true, playedTurns: CURRENT_TURN_INDEX, ids, rng,
  });
  const cupSlices: SeasonSlice[] = cups.filter((cup) => cup.leagueKey === plan.key).map((cup) => {
    const cupTeams = cup.teamIds.length > 0 ? cup.teamIds : teamIds.slice(0, 8);
    return buildSeason({
      seed,
      season: { ...seasonFacts(cup.seasonId, plan.previousClusterId, false, 'Edition 1'), competitionId: cup.competition.id, name: `${cup.competition.name} Edition 1` },
      teamIds: cupTeams, rosters: before.rosters, firstWeek: CUP_FIRST_WEEK, withLeague: false, playedTurns: 0, ids, rng,
    });
  });
  const slices = [...cupSlices, previous, current];
  const all = <K extends Exclude<keyof SeasonSlice, 'table'>>(key: K): SeasonSlice[K] =>
    slices.flatMap((s) => s[key] as unknown[]) as SeasonSlice[K];
  return {
    clusters: [
      { id: plan.previousClusterId, name: `${plan.region.leagueTitle} · Split 1`, sortOrder: 1 },
      { id: plan.currentClusterId, name: `${plan.region.leagueTitle} · Split 2`, sortOrder: 2 },
    ],
    stadiums: [{ id: stadiumId, ...plan.stadium }],
    teams: teams.map(({ culture: _culture, ...team }) => team),
    players: [...people.squads, ...people.freeAgents, ...people.legends].map(toPlayer),
    staffs: people.staffs,
    seasons: all('seasons'),
    seasonTeams: all('seasonTeams'),
    seasonPlayers: all('seasonPlayers'),
    phases: all('phases'),
    groups: all('groups'),
    turns: all('turns'),
    matches: all('matches'),
    standings: all('standings'),
    playerSeasonStats: all('playerSeasonStats'),
    teamSeasonStats: all('teamSeasonStats'),
    draftPicks: [...before.picks, ...now.picks],
    transfers: [...before.transfers, ...now.transfers],
    tierList: plan.hasTierList ? [...buildTierList(plan.previousSeasonId, before.rosters), ...buildTierList(plan.currentSeasonId, now.rosters)] : [],
  };
}
