import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGIONS_BY_EDITION } from '../../config/regions';
import { STAT_CODES, statIndex } from '../codes';
import { DEFAULT_SEED, generateDemoLeague } from './generate';
import { PLACEHOLDER_TEAM_IDS } from './plan';
import { toSeedSql } from './to-sql';
import type { DemoLeague, Match } from './types';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const goals = (m: Match) => {
  const r = m.result!;
  return { home: r.homeScore1T + r.homeScore2T, away: r.awayScore1T + r.awayScore2T };
};

let league: DemoLeague;
let sql: string;
// Generating the whole league takes longer than a hook's default ten seconds on a busy machine.
beforeAll(() => {
  league = generateDemoLeague(DEFAULT_SEED);
  sql = toSeedSql(league);
}, 60_000);

describe('the generator is deterministic', () => {
  it('gives byte-identical SQL for the same seed', () => {
    expect(sha256(toSeedSql(generateDemoLeague(DEFAULT_SEED)))).toBe(sha256(sql));
  });

  it('gives a different league for another seed', () => {
    expect(sha256(toSeedSql(generateDemoLeague(DEFAULT_SEED + 1)))).not.toBe(sha256(sql));
  });

  it('refuses a seed that is not a 32-bit unsigned integer', () => {
    expect(() => generateDemoLeague(-1)).toThrow();
    expect(() => generateDemoLeague(1.5)).toThrow();
  });
});

describe('the league covers every region of both editions', () => {
  it('has a previous (finished, with a winner) and a current season for every competition id of every region', () => {
    for (const edition of ['kings', 'queens'] as const) {
      for (const region of REGIONS_BY_EDITION[edition]) {
        for (const competitionId of region.competitionId) {
          const seasons = league.seasons.filter((s) => s.competitionId === competitionId);
          expect(seasons.length, `${edition}/${region.slug}/${competitionId}`).toBeGreaterThan(0);
        }
        const seasons = league.seasons.filter((s) => s.competitionId === region.competitionId[0]);
        expect(seasons.filter((s) => s.isCurrent && s.winnerTeamId === null)).toHaveLength(1);
        expect(seasons.filter((s) => !s.isCurrent && s.winnerTeamId !== null).length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('makes season 13 the Spanish men’s previous season, and keeps the teams section 9 names', () => {
    const season13 = league.seasons.find((s) => s.id === 13)!;
    expect(season13).toMatchObject({ competitionId: 3, isCurrent: false });
    const teamIds = new Set(league.teams.map((t) => t.id));
    for (const id of [5, 8, 9, 10, 37, 38, 40, 41]) expect(teamIds.has(id)).toBe(true);
    for (const id of PLACEHOLDER_TEAM_IDS) expect(league.teams.find((t) => t.id === id)).toMatchObject({ isPlaceholder: true, name: 'TBD' });
  });

  it('keeps every id unique', () => {
    for (const list of [league.teams, league.players, league.staffs, league.seasons, league.phases, league.groups, league.turns, league.matches, league.transfers]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('squads are believable', () => {
  it('gives every league season twelve teams (a cup eight) of at least fourteen players with unique shirts', () => {
    for (const season of league.seasons) {
      const teams = league.seasonTeams.filter((st) => st.seasonId === season.id);
      expect(teams.length, `season ${season.id}`).toBe(season.competitionId === 6 || season.competitionId === 9 ? 8 : 12);
      for (const { teamId } of teams) {
        const squad = league.seasonPlayers.filter((sp) => sp.seasonId === season.id && sp.teamId === teamId);
        expect(squad.length).toBeGreaterThanOrEqual(14);
        expect(new Set(squad.map((sp) => sp.jersey)).size).toBe(squad.length);
        const roles = squad.map((sp) => league.players.find((p) => p.id === sp.playerId)!.role);
        const keepers = roles.filter((r) => r === 'goalkeeper').length;
        expect(keepers).toBeGreaterThanOrEqual(1);
        expect(keepers).toBeLessThanOrEqual(2);
        expect(squad.filter((sp) => sp.category === 'draft')).toHaveLength(10);
        expect(squad.filter((sp) => sp.category === 'wildcard')).toHaveLength(2);
      }
    }
  });

  it('gives every team a president and a coach, and every player card ratings', () => {
    const real = league.teams.filter((t) => !t.isPlaceholder);
    expect(real.length).toBeGreaterThan(0);
    for (const team of real) {
      expect(league.staffs.filter((s) => s.teamId === team.id).map((s) => s.role).sort()).toEqual(['coach', 'president']);
      expect(team.shortName).toMatch(/^[A-Z0-9]{3}$/);
      expect(team.firstColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
    for (const player of league.players) expect(player.ratings.average).toBeGreaterThan(0);
  });
});

describe('results are consistent', () => {
  it('has a result for every ended match and no draw without a shootout winner', () => {
    expect(league.matches.some((match) => match.status === 'endedAfterPenalties')).toBe(true);
    for (const match of league.matches) {
      if (match.status === 'notStarted') {
        expect(match.result).toBeNull();
        continue;
      }
      const { home, away } = goals(match);
      const r = match.result!;
      if (home === away) {
        expect(match.status).toBe('endedAfterPenalties');
        expect(r.homeScoreP).not.toBe(r.awayScoreP);
      } else {
        expect(r.homeScoreP).toBeNull();
      }
    }
  });

  it('counts goals in the statistics as the events do', () => {
    const played = league.matches.filter((m) => m.result);
    expect(played.length).toBeGreaterThan(0);
    for (const match of played) {
      const r = match.result!;
      const goalEvents = (teamId: number) => r.events.filter((e) => e[2] === teamId && e[1] <= 2 && e[4].split(',').includes('GOL')).length;
      expect(r.stats.h.t[statIndex('GOL')]![0]).toBe(goalEvents(match.homeTeamId));
      expect(r.stats.a.t[statIndex('GOL')]![0]).toBe(goalEvents(match.awayTeamId));
      expect(r.stats.h.t).toHaveLength(STAT_CODES.length);
    }
  });

  it('adds the table up: 3 a win, 2 a shootout win, 1 a shootout loss, goals balanced', () => {
    const withStandings = league.groups.filter((g) => g.hasStandings);
    expect(withStandings.length).toBeGreaterThan(0);
    for (const group of withStandings) {
      const rows = league.standings.filter((s) => s.groupId === group.id);
      const played = league.matches.filter((m) => m.groupId === group.id && m.result);
      for (const row of rows) {
        expect(row.points).toBe(3 * row.gameWon + 2 * row.gamePenaltyWon + row.gamePenaltyLost);
        expect(row.gameTotal).toBe(row.gameWon + row.gamePenaltyWon + row.gameLost + row.gamePenaltyLost);
      }
      expect(rows.reduce((s, r) => s + r.gameTotal, 0)).toBe(2 * played.length);
      expect(rows.reduce((s, r) => s + r.goalPro, 0)).toBe(rows.reduce((s, r) => s + r.goalAgainst, 0));
      expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.filter((r) => r.positionLegend)).toHaveLength(8);
    }
  });

  it('crowns the final’s winner as the season’s winner', () => {
    const finished = league.seasons.filter((s) => !s.isCurrent);
    expect(finished.length).toBeGreaterThan(0);
    for (const season of finished) {
      const final = league.matches.find((m) => m.seasonId === season.id && m.bracket?.round === 'final')!;
      const { home, away } = goals(final);
      const r = final.result!;
      const winner = home !== away ? (home > away ? final.homeTeamId : final.awayTeamId) : r.homeScoreP! > r.awayScoreP! ? final.homeTeamId : final.awayTeamId;
      expect(season.winnerTeamId).toBe(winner);
    }
  });

  it('leaves the current turn of each current season to the live replay', () => {
    const current = league.seasons.filter((s) => s.isCurrent);
    expect(current.length).toBeGreaterThan(0);
    for (const season of current) {
      const today = league.turns.filter((t) => t.seasonId === season.id && t.weekOffset === 0);
      expect(today).toHaveLength(1);
      const matches = league.matches.filter((m) => m.turnId === today[0]!.id);
      expect(matches).toHaveLength(6);
      expect(matches.every((m) => m.status === 'notStarted')).toBe(true);
      const past = league.turns.filter((t) => t.seasonId === season.id && t.weekOffset < 0);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((t) => t.mvpPlayerId !== null)).toBe(true);
    }
  });

  it('sums the season statistics from the matches', () => {
    const season = league.seasons.find((s) => s.id === 13)!;
    const fromMatches = league.matches
      .filter((m) => m.seasonId === season.id && m.result)
      .flatMap((m) => [...m.result!.stats.h.p, ...m.result!.stats.a.p])
      .reduce((sum, line) => sum + line[statIndex('GOL') + 1]!, 0);
    const fromSeason = league.playerSeasonStats.filter((s) => s.seasonId === season.id).reduce((sum, s) => sum + s.totals[statIndex('GOL')]!, 0);
    expect(fromSeason).toBe(fromMatches);
  });
});
