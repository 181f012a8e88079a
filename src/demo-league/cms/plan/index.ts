// Every story a region's news tells about its current season, before any language writes it.
import type { EditionId } from '../../../config/editions';
import type { Region } from '../../../config/regions';
import { namesIn } from '../facts/names';
import { getRegionLeague } from '../league-data';
import { clubStories } from './club-stories';
import { leagueStories } from './league-stories';
import { matchStories } from './match-stories';
import type { PlanContext, PlannedStory } from './types';

export type { PlannedStory } from './types';

export function planStories(edition: EditionId, region: Region): PlannedStory[] {
  const league = getRegionLeague(edition, region);
  const female = league.plan.competition.gender === 'female';
  const context: PlanContext = { edition, region, league, female, ids: namesIn(league, 'en', female) };
  return [...matchStories(context), ...clubStories(context), ...leagueStories(context)];
}
