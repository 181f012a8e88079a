// The clubs' stories of the current season: the draft night and its steal, each deal of the
// transfer window on the day it was made.
import { draftFacts, dealsOf, moveFacts, signingFacts, stealFacts, type Deal } from '../facts/club-facts';
import { draftDayOffset } from '../../generator/timeline';
import { clockTime } from '../timing';
import { matchArt, maybeUpdated, randomFor, storyBase, teamArt, type PlanContext, type PlannedStory } from './types';

function dealStory(context: PlanContext, deal: Deal): PlannedStory | undefined {
  const { league } = context;
  const key = deal.kind === 'signing' ? `signing/${deal.signing.id}` : `${deal.kind}/${deal.transfers[0].id}`;
  const random = randomFor(context, key);
  const base = storyBase(context, random);
  const timing = { kind: 'day', days: deal.dayOffset, at: clockTime(random.int(12 * 60 + 15, 19 * 60)) } as const;
  const updated = maybeUpdated(random, 0.2, 30, 300);
  if (deal.kind === 'signing') {
    const facts = signingFacts(context.ids, deal.signing, deal.released, base);
    if (!facts) return undefined;
    return {
      key, kind: 'signing', timing, featured: false, ...updated,
      teamIds: [facts.team.id],
      playerIds: [facts.player.id, ...(facts.released ? [facts.released.id] : [])],
      art: teamArt(league.team(facts.team.id)),
      write: (book, names) => book.stories.signing(signingFacts(names, deal.signing, deal.released, base) ?? facts),
    };
  }
  const facts = moveFacts(context.ids, deal.transfers, base);
  if (!facts) return undefined;
  const kind = deal.kind;
  return {
    key, kind, timing, featured: false, ...updated,
    teamIds: [facts.first.from.id, facts.first.to.id],
    playerIds: [facts.first.player.id, facts.second.player.id],
    art: matchArt(league.team(facts.first.from.id), league.team(facts.first.to.id)),
    write: (book, names) => book.stories[kind](moveFacts(names, deal.transfers, base) ?? facts),
  };
}

function draftStories(context: PlanContext): PlannedStory[] {
  const { league } = context;
  const firstWeek = league.turns[0]?.weekOffset;
  if (firstWeek === undefined) return [];
  const draftDay = draftDayOffset(firstWeek);
  const stories: PlannedStory[] = [];
  const nightRandom = randomFor(context, 'draft');
  const nightBase = storyBase(context, nightRandom);
  const night = draftFacts(league, context.ids, nightBase);
  const first = night.picks[0];
  if (first) {
    stories.push({
      key: 'draft',
      kind: 'draft',
      // The draft is a night show; the story goes out as it ends.
      timing: { kind: 'day', days: draftDay, at: clockTime(nightRandom.int(23 * 60 + 5, 23 * 60 + 45)) },
      featured: true,
      teamIds: [...new Set(night.picks.map((pick) => pick.team.id))],
      playerIds: night.picks.map((pick) => pick.player.id),
      art: teamArt(league.team(first.team.id)),
      write: (book, names) => book.stories.draft(draftFacts(league, names, nightBase)),
    });
  }
  const stealRandom = randomFor(context, 'steal');
  const stealBase = storyBase(context, stealRandom);
  const steal = stealFacts(league, context.ids, stealBase);
  if (steal) {
    stories.push({
      key: 'steal',
      kind: 'steal',
      timing: { kind: 'day', days: draftDay + 1, at: clockTime(stealRandom.int(10 * 60, 13 * 60)) },
      featured: false,
      teamIds: [steal.pick.team.id],
      playerIds: [steal.pick.player.id],
      art: teamArt(league.team(steal.pick.team.id)),
      ...maybeUpdated(stealRandom, 0.3, 30, 240),
      write: (book, names) => book.stories.steal(stealFacts(league, names, stealBase) ?? steal),
    });
  }
  return stories;
}

export function clubStories(context: PlanContext): PlannedStory[] {
  return [...draftStories(context), ...dealsOf(context.league).flatMap((deal) => dealStory(context, deal) ?? [])];
}
