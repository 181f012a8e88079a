import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../config/editions';
import { getRegions } from '../../config/regions';
import { toSafeExternalUrl } from '../../lib/navigation/safe-url';
import { winnerOf } from '../generator/simulate-match';
import { teamNameIn } from './facts/names';
import { DEMO_CMS_EPOCH } from './index';
import { getDemoLeague, getRegionLeague } from './league-data';
import { createDemoPosts } from './posts';
import { toRenderedText } from './write-html';

const ALL_REGIONS = EDITION_IDS.flatMap((edition) => getRegions(edition).map((region) => ({ edition, region, name: `${edition}/${region.slug}` })));
const league = getDemoLeague();
const matchById = new Map(league.matches.map((match) => [match.id, match]));
const playerById = new Map(league.players.map((player) => [player.id, player]));
const scoreOf = (id: number) => {
  const result = matchById.get(id)?.result;
  if (!result) throw new Error(`match ${id} was not played`);
  return { home: result.homeScore1T + result.homeScore2T, away: result.awayScore1T + result.awayScore2T, result };
};
const reportsOf = (posts: ReturnType<typeof createDemoPosts>) =>
  posts.filter((post) => post.kind === 'report').map((post) => ({ post, match: matchById.get(Number(post.key.split('/')[1]))! }));

describe('match reports', () => {
  it.each(ALL_REGIONS)('report every played match of the current season of $name, once per language', ({ edition, region }) => {
    const { season, turns, matchesOf } = getRegionLeague(edition, region);
    const played = turns.flatMap((turn) => matchesOf(turn.id)).filter((match) => match.status !== 'notStarted');
    expect(played.length).toBeGreaterThan(30);
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    for (const lang of new Set(posts.map((post) => post.lang))) {
      const reports = reportsOf(posts.filter((post) => post.lang === lang));
      expect(reports.map(({ match }) => match.id).sort()).toEqual(played.map((match) => match.id).sort());
      expect(reports.every(({ match }) => match.seasonId === season.id && season.competitionId === region.competitionId[0])).toBe(true);
    }
  });

  it.each(ALL_REGIONS)('name the real teams, score and scorers in $name', ({ edition, region }) => {
    for (const { post, match } of reportsOf(createDemoPosts(edition, region, DEMO_CMS_EPOCH))) {
      const { home, away, result } = scoreOf(match.id);
      const text = `${post.title} ${post.contentHtml}`;
      for (const teamId of [match.homeTeamId, match.awayTeamId]) {
        const team = league.teams.find((candidate) => candidate.id === teamId)!;
        expect(text).toContain(toRenderedText(teamNameIn(team, post.lang)));
      }
      // The picture's label is the final score, in the language's own way of writing it.
      expect(post.image.label.match(/\d+/g)?.map(Number)).toEqual([home, away]);
      expect(post.teamIds).toEqual([match.homeTeamId, match.awayTeamId]);
      const scorers = result.events.filter((event) => event[0] < 2400 && event[4].split(',').includes('GOL') && event[3] !== 0);
      for (const [, , , playerId] of scorers) {
        const player = playerById.get(playerId)!;
        expect(post.contentHtml).toContain(`${player.firstName} ${player.lastName}`);
        expect(post.playerIds).toContain(playerId);
      }
      expect(post.contentHtml.match(/<li>/g)?.length).toBe(Math.max(result.events.filter((event) => event[0] < 2400 && event[4].split(',').includes('GOL')).length, 1));
    }
  });

  it('tell the Spanish reader the winner, the margin and the shootout', () => {
    const spain = getRegions('kings').find((region) => region.slug === 'espana')!;
    let shootouts = 0;
    for (const { post, match } of reportsOf(createDemoPosts('kings', spain, DEMO_CMS_EPOCH))) {
      const { home, away, result } = scoreOf(match.id);
      const winner = league.teams.find((team) => team.id === winnerOf(result, match.homeTeamId, match.awayTeamId))!;
      const intro = /<p>(.*?)<\/p>/.exec(post.contentHtml)?.[1] ?? '';
      expect(intro).toContain(winner.name);
      if (match.status === 'endedAfterPenalties') {
        shootouts++;
        const [high, low] = [Math.max(result.homeScoreP!, result.awayScoreP!), Math.min(result.homeScoreP!, result.awayScoreP!)];
        expect(intro).toContain(`(${home}-${away})`);
        expect(intro).toContain(`${high}-${low}`);
      } else {
        expect(intro).toContain(`${Math.max(home, away)}-${Math.min(home, away)}`);
      }
    }
    expect(shootouts).toBeGreaterThan(0);
  });
});

describe('the ids and links stories carry', () => {
  it.each(ALL_REGIONS)('name only teams and players of the league in $name', ({ edition, region }) => {
    const teamIds = new Set(getRegionLeague(edition, region).teams.map((team) => team.id));
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    expect(posts.filter((post) => post.playerIds.length > 0).length).toBeGreaterThan(posts.length / 2);
    for (const post of posts) {
      for (const id of post.teamIds) expect(teamIds.has(id), `${post.key} team ${id}`).toBe(true);
      for (const id of post.playerIds) expect(playerById.has(id), `${post.key} player ${id}`).toBe(true);
    }
  });

  it.each(ALL_REGIONS)('send the external stories of $name to the league’s own sites only', ({ edition, region }) => {
    const external = createDemoPosts(edition, region, DEMO_CMS_EPOCH).filter((post) => post.categories.includes(region.cmsCategories.external));
    expect(external.length).toBeGreaterThanOrEqual(4);
    for (const post of external) {
      expect(post.externalUrl).toBeDefined();
      expect(toSafeExternalUrl(post.externalUrl ?? ''), post.externalUrl).toBeDefined();
    }
  });

  it('names a real president in the presidents’ interviews', () => {
    const presidents = new Set(league.staffs.filter((staff) => staff.role === 'president').map((staff) => `${staff.firstName} ${staff.lastName}`));
    for (const { edition, region } of ALL_REGIONS) {
      const interviews = createDemoPosts(edition, region, DEMO_CMS_EPOCH).filter((post) => post.kind === 'president');
      expect(interviews.length).toBeGreaterThan(0);
      for (const post of interviews) expect(presidents.has(post.image.label), post.image.label).toBe(true);
    }
  });
});
