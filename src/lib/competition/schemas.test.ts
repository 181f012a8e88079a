import { describe, expect, it } from 'vitest';
import { reshapeMatchCenterTurn, reshapeTurn } from './reshape/match';
import { reshapePlayer, reshapeTeam } from './reshape/people';
import { reshapeCardStat, reshapeGroupStandings, reshapeStatRankingEntry } from './reshape/rankings';
import { reshapeSeason, reshapeSeasonCluster } from './reshape/season';
import {
  CardStatsResponseSchema, GroupStandingsResponseSchema, MatchCenterResponseSchema, PlayersResponseSchema,
  PlayerStatsResponseSchema, SeasonClustersResponseSchema, SeasonMetaSchema, SeasonResponseSchema, TeamResponseSchema,
  TeamsResponseSchema, TurnResponseSchema,
} from './schemas';
import { readFixture } from './testing/fixtures';

/** Every path in a value where a null survived; the site's types have none. */
function findNulls(value: unknown, path = '$'): string[] {
  if (value === null) return [path];
  if (typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => findNulls(inner, `${path}.${key}`));
}

describe('season', () => {
  const season = SeasonResponseSchema.parse(readFixture('season.json'));

  it('parses the metaInformation JSON text into camelCase, keeping only readable legend entries', () => {
    expect(season.metaInformation).toEqual({
      positionLegend: [
        { color: '#00c853', placement: '1-2', name: 'Semi-finals' },
        { color: '#ffd600', placement: '3', name: undefined },
      ],
      secondaryPositionLegend: [{ color: '#d50000', placement: '12', name: undefined }],
      statsPartner: { name: 'DataCo', logoUrl: 'https://cdn.example/dataco.svg', url: 'https://dataco.example' },
      seasonPartners: [{ name: 'Boots', logoUrl: 'https://cdn.example/boots.png', url: undefined }],
      bestGoalkeeperId: 301,
    });
  });

  it('drops unknown fields at every level', () => {
    expect(season).not.toHaveProperty('sponsorSecret');
    expect(season.phases?.[0]).not.toHaveProperty('extra');
    expect(season.metaInformation).not.toHaveProperty('internal_note');
  });

  it('reshapes into the domain season with ISO dates and no nulls', () => {
    const shaped = reshapeSeason(season);
    expect(shaped.phases.map((phase) => phase.id)).toEqual([120, 121]);
    expect(shaped.phases[0]?.groups[0]?.turns[0]).toEqual({
      id: 12001, name: 'Jornada 1', shortName: 'J1', start: '2026-01-11T14:00:00.000Z', finish: '2026-01-11T22:00:00.000Z',
    });
    expect(shaped.displayName).toBe('Split 5');
    expect(findNulls(shaped)).toEqual([]);
  });

  it('tolerates metaInformation that is not JSON', () => {
    const parsed = SeasonResponseSchema.parse(readFixture('season-bad-meta.json'));
    expect(parsed.metaInformation).toBeUndefined();
    expect(reshapeSeason(parsed).meta).toEqual({});
  });

  it.each([null, undefined, '', 'null', '42', '[]', '{"best_goalkeeper_id": "abc"}', '{"position_legend": "red"}', 7])(
    'reads meta %j without throwing',
    (value) => {
      const parsed = SeasonMetaSchema.safeParse(value);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.bestGoalkeeperId).toBeUndefined();
      expect(parsed.data?.positionLegend).toBeUndefined();
    },
  );

  it('rejects a season without its competition', () => {
    expect(SeasonResponseSchema.safeParse(readFixture('wrong-season-missing-competition.json')).success).toBe(false);
  });

  it('parses clusters whose seasons carry no phases', () => {
    const clusters = SeasonClustersResponseSchema.parse(readFixture('season-clusters.json')).map(reshapeSeasonCluster);
    expect(clusters.flatMap((cluster) => cluster.seasons.map((season) => season.phases))).toEqual([[], [], [], []]);
    expect(findNulls(clusters)).toEqual([]);
  });
});

describe('turn and matches', () => {
  const turn = reshapeTurn(TurnResponseSchema.parse(readFixture('turn.json')));
  const [ended, scheduled] = turn.matches;

  it('computes the display status and keeps the teams and scores', () => {
    expect(ended?.displayStatus).toBe('ended');
    expect(ended?.homeTeam?.shortName).toBe('UMO');
    expect(ended?.scores).toEqual({
      home: 3, away: 3, homeFirstHalf: 1, homeSecondHalf: 2, awayFirstHalf: 2, awaySecondHalf: 1,
      homeShootout: 4, awayShootout: 2,
    });
    expect(ended?.youtubeUrl).toBe('https://www.youtube.com/watch?v=abc');
    expect(scheduled?.displayStatus).toBe('scheduled');
    expect(scheduled?.awayTeam).toBeUndefined();
    expect(scheduled?.halfMinutes).toBe(20);
  });

  it('decodes event codes and minutes', () => {
    expect(ended?.events.map((event) => [event.codes, event.minute])).toEqual([
      [['GOL', 'ASS-V'], "6'"],
      [['TA'], "20+2'"],
      [['GOL-D'], "40+2'"],
      [['SO-G'], undefined],
    ]);
  });

  it('keeps match statistics per team and player', () => {
    expect(ended?.stats?.home.teamStats).toEqual([{ code: 'TIR', total: 12, firstHalf: 5, secondHalf: 7 }]);
    expect(ended?.stats?.home.players).toEqual([{ playerId: 101, stats: [{ code: 'MIN', total: 40 }] }]);
    expect(ended?.stats?.away.players).toEqual([]);
  });

  it('never lets unknown or null fields through', () => {
    expect(ended?.homeTeam?.players[0]).not.toHaveProperty('agent');
    expect(ended?.events[0]).not.toHaveProperty('id');
    expect(ended?.scores).not.toHaveProperty('homeScore3T');
    expect(turn).not.toHaveProperty('broadcast');
    expect(findNulls(turn)).toEqual([]);
  });

  it('rejects a match whose status or date has the wrong type', () => {
    expect(TurnResponseSchema.safeParse(readFixture('wrong-turn-match-status.json')).success).toBe(false);
  });

  it('reads the match centre turns', () => {
    const turns = MatchCenterResponseSchema.parse(readFixture('match-center-data.json')).map(reshapeMatchCenterTurn);
    expect(turns[0]).toMatchObject({ id: 12001, name: 'Jornada 1', ended: false, start: '2026-01-11T14:00:00.000Z' });
    expect(turns[0]?.matches.map((match) => match.id)).toEqual([501, 502]);
  });
});

describe('team and people', () => {
  it('reshapes a team with staff, reading bad optional fields as absent', () => {
    const team = reshapeTeam(TeamResponseSchema.parse(readFixture('team.json')));
    expect(team.social).toEqual({ tiktok: 'https://www.tiktok.com/@umo', instagram: 'https://www.instagram.com/umo/' });
    expect(team.isKwccWildcard).toBe(true);
    expect(team.logoUrl).toBe('https://cdn.example/teams/1.png');
    expect(team.staffs.map((staff) => [staff.role, staff.birthDate])).toEqual([
      ['president', '1981-05-20'],
      ['coach', undefined],
    ]);
    expect(team.currentSeasons).toEqual([{ id: 12, competitionId: 3 }]);
    expect(team).not.toHaveProperty('ownerEmail');
    expect(findNulls(team)).toEqual([]);
  });

  it('accepts a { data } wrapped answer as well as a bare one', () => {
    const wrapped = TeamsResponseSchema.parse(readFixture('season-teams-wrapped.json'));
    expect(wrapped.map((team) => team.id)).toEqual([1, 2]);
    const bare = TeamsResponseSchema.parse((readFixture('season-teams-wrapped.json') as { data: unknown }).data);
    expect(bare).toEqual(wrapped);
  });

  it('rejects a team whose id is not a number', () => {
    expect(TeamResponseSchema.safeParse(readFixture('wrong-team-id.json')).success).toBe(false);
  });

  it('reads player ratings from an object or JSON text and drops out-of-range values', () => {
    const [ana, gabi] = PlayersResponseSchema.parse(readFixture('season-players.json')).map(reshapePlayer);
    expect(ana?.ratings).toEqual({ shooting: 88, average: 80 });
    expect(ana?.birthDate).toBe('2001-03-04');
    expect(gabi?.ratings).toEqual({ diving: 77, reflexes: 81 });
    expect(gabi?.category).toBeUndefined();
  });
});

describe('standings and rankings', () => {
  it('reshapes group standings with the goal difference and legend marks', () => {
    const group = reshapeGroupStandings(GroupStandingsResponseSchema.parse(readFixture('group-standings.json')));
    expect(group.standings[0]).toMatchObject({
      teamId: 1, rank: 1, points: 21, played: 8, won: 7, wonOnPenalties: 1, goalsFor: 27, goalsAgainst: 16, goalDifference: 11,
      positionLegend: { color: '#00c853', placement: '1' },
    });
    expect(findNulls(group)).toEqual([]);
  });

  it('rejects standings that are not a list', () => {
    expect(GroupStandingsResponseSchema.safeParse(readFixture('wrong-standings.json')).success).toBe(false);
  });

  it('reads a player stats page, with text jersey numbers and a missing negative flag', () => {
    const entries = PlayerStatsResponseSchema.parse(readFixture('player-stats.json')).map(reshapeStatRankingEntry);
    expect(entries.map((entry) => entry.player.jersey)).toEqual([1, 9, 13]);
    expect(entries[0]?.parameter).toEqual({ code: 'PRT', name: 'Saves', description: '', negative: false });
    expect(entries[1]?.team).toBeUndefined();
    expect(findNulls(entries)).toEqual([]);
  });

  it('reads card stats as yellow and red cards', () => {
    const [entry] = CardStatsResponseSchema.parse(readFixture('card-stats.json')).map(reshapeCardStat);
    expect(entry).toMatchObject({ yellowCards: 3, redCards: 1, ranking: 1, player: { id: 101 } });
    expect(entry).not.toHaveProperty('mainCode');
  });
});
