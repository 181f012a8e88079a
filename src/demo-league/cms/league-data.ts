// The demo league as the news sees it: generated once per isolate (the same seed the D1 database is
// seeded from), then sliced per region to its current season, the one its stories are about.
import type { EditionId } from '../../config/editions';
import type { Region } from '../../config/regions';
import { DEFAULT_SEED, generateDemoLeague } from '../generator/generate';
import { LEAGUE_PLANS, type LeaguePlan } from '../generator/plan';
import { computeStandings } from '../generator/standings';
import type { DemoLeague, DraftPick, Match, Player, Season, Staff, StandingRow, Team, Transfer, Turn } from '../generator/types';

export type RegionLeague = {
  plan: LeaguePlan;
  season: Season;
  stadium: string;
  teams: readonly Team[];
  /** The current season's turns, first to last. */
  turns: readonly Turn[];
  matchesOf(turnId: number): readonly Match[];
  transfers: readonly Transfer[];
  draftPicks: readonly DraftPick[];
  team(id: number): Team;
  player(id: number): Player | undefined;
  president(teamId: number): Staff | undefined;
  /** The league table once the regular turns up to `turnNumber` (included) were played. */
  tableAfter(turnNumber: number): readonly StandingRow[];
};

let league: DemoLeague | undefined;

/** The whole league, generated on first use: most of a second of CPU, paid once per isolate. */
export function getDemoLeague(): DemoLeague {
  league ??= generateDemoLeague(DEFAULT_SEED);
  return league;
}

function findPlan(edition: EditionId, region: Region): LeaguePlan {
  const plan = LEAGUE_PLANS.find((candidate) => candidate.edition === edition && candidate.region.slug === region.slug);
  if (!plan) throw new Error(`No demo league for ${edition}/${region.slug}`);
  return plan;
}

function sliceRegion(all: DemoLeague, plan: LeaguePlan): RegionLeague {
  const season = all.seasons.find((candidate) => candidate.competitionId === plan.competition.id && candidate.isCurrent);
  if (!season) throw new Error(`No current season for competition ${plan.competition.id}`);
  const teamIds = new Set(all.seasonTeams.filter((row) => row.seasonId === season.id).map((row) => row.teamId));
  const teams = all.teams.filter((team) => teamIds.has(team.id));
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const turns = all.turns.filter((turn) => turn.seasonId === season.id).sort((a, b) => a.weekOffset - b.weekOffset || a.id - b.id);
  const matches = all.matches.filter((match) => match.seasonId === season.id);
  const byTurn = new Map<number, Match[]>();
  for (const match of matches) byTurn.set(match.turnId, [...(byTurn.get(match.turnId) ?? []), match]);
  for (const list of byTurn.values()) list.sort((a, b) => a.slot - b.slot);
  const players = new Map(all.players.map((player) => [player.id, player]));
  const presidents = new Map(all.staffs.filter((staff) => staff.role === 'president' && teamIds.has(staff.teamId)).map((staff) => [staff.teamId, staff]));
  const tables = new Map<number, StandingRow[]>();
  const regular = turns.filter((turn) => turn.kind === 'regular');

  return {
    plan,
    season,
    stadium: all.stadiums.find((stadium) => stadium.id === season.stadiumId)?.name ?? plan.stadium.name,
    teams,
    turns,
    matchesOf: (turnId) => byTurn.get(turnId) ?? [],
    transfers: all.transfers.filter((transfer) => transfer.seasonId === season.id).sort((a, b) => a.dayOffset - b.dayOffset || a.id - b.id),
    draftPicks: all.draftPicks.filter((pick) => pick.seasonId === season.id).sort((a, b) => a.order - b.order),
    team(id) {
      const team = teamById.get(id) ?? all.teams.find((candidate) => candidate.id === id);
      if (!team) throw new Error(`No team ${id}`);
      return team;
    },
    player: (id) => players.get(id),
    president: (teamId) => presidents.get(teamId),
    tableAfter(turnNumber) {
      const cached = tables.get(turnNumber);
      if (cached) return cached;
      const played = regular
        .filter((turn) => turn.number <= turnNumber)
        .flatMap((turn) => byTurn.get(turn.id) ?? [])
        .flatMap((match) => (match.result ? [{ homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, result: match.result }] : []));
      const table = computeStandings(regular[0]?.groupId ?? 0, [...teamIds], played, []);
      tables.set(turnNumber, table);
      return table;
    },
  };
}

const regions = new Map<string, RegionLeague>();

export function getRegionLeague(edition: EditionId, region: Region): RegionLeague {
  const key = `${edition}/${region.slug}`;
  let slice = regions.get(key);
  if (!slice) {
    slice = sliceRegion(getDemoLeague(), findPlan(edition, region));
    regions.set(key, slice);
  }
  return slice;
}
