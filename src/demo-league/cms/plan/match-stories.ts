// The match-day stories of the current season: a report for every played match, a preview before
// every matchday up to today's, and the video highlights of the last two played matchdays.
import type { Rng } from '../../seeded-random';
import type { Turn } from '../../generator/types';
import { HALF_MINUTES } from '../../match-clock';
import { playersOfReport, reportFacts } from '../facts/match-facts';
import { bestMatch, headlineMatch, highlightsFacts, previewFacts } from '../facts/turn-facts';
import { clockTime } from '../timing';
import { matchArt, maybeUpdated, randomFor, storyBase, type PlanContext, type PlannedStory } from './types';

/** Half-time and the few minutes a shootout takes, added to forty minutes of play. */
const MATCH_LENGTH_MINUTES = 2 * HALF_MINUTES + 5;
const SHOOTOUT_MINUTES = 5;
export const HIGHLIGHTED_TURNS = 2;

const VIDEO_ID_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];

function videoId(random: Rng): string {
  return Array.from({ length: 11 }, () => random.pick(VIDEO_ID_CHARACTERS)).join('');
}

/** Regular turns already played (every match has a result), first to last. */
export function playedTurns(context: PlanContext): Turn[] {
  return context.league.turns.filter((turn) => {
    const matches = context.league.matchesOf(turn.id);
    return turn.weekOffset < 0 && matches.length > 0 && matches.every((match) => match.result !== null);
  });
}

function reports(context: PlanContext, turn: Turn): PlannedStory[] {
  const { league } = context;
  return league.matchesOf(turn.id).map((match) => {
    const key = `report/${match.id}`;
    const random = randomFor(context, key);
    const base = storyBase(context, random);
    const facts = reportFacts(league, context.ids, match, turn, base);
    const length = MATCH_LENGTH_MINUTES + (facts.shootout ? SHOOTOUT_MINUTES : 0);
    return {
      key,
      kind: 'report',
      // An hour or two after the final whistle.
      timing: { kind: 'kickoff', weekOffset: turn.weekOffset, kickoff: match.kickoff, minutes: length + random.int(60, 120) },
      featured: false,
      teamIds: [match.homeTeamId, match.awayTeamId],
      playerIds: playersOfReport(facts),
      art: matchArt(league.team(match.homeTeamId), league.team(match.awayTeamId)),
      ...maybeUpdated(random, 0.35, 20, 90),
      write: (book, names) => book.stories.report(reportFacts(league, names, match, turn, base)),
    };
  });
}

function preview(context: PlanContext, turn: Turn): PlannedStory | undefined {
  const { league } = context;
  const headline = headlineMatch(league, turn);
  if (!headline) return undefined;
  const key = `preview/${turn.id}`;
  const random = randomFor(context, key);
  const base = storyBase(context, random);
  const facts = previewFacts(league, context.ids, turn, base);
  return {
    key,
    kind: 'preview',
    // A day or two before the matchday, in the morning.
    timing: { kind: 'day', days: turn.weekOffset * 7 - random.int(1, 2), at: clockTime(random.int(9 * 60, 13 * 60)) },
    featured: true,
    teamIds: [...new Set(facts.fixtures.flatMap((fixture) => [fixture.home.id, fixture.away.id]))],
    playerIds: facts.topScorer ? [facts.topScorer.player.id] : [],
    art: matchArt(league.team(headline.homeTeamId), league.team(headline.awayTeamId)),
    ...maybeUpdated(random, 0.3, 60, 600),
    write: (book, names) => book.stories.preview(previewFacts(league, names, turn, base)),
  };
}

function highlights(context: PlanContext, turn: Turn): PlannedStory | undefined {
  const { league } = context;
  const best = bestMatch(league, turn);
  if (!best) return undefined;
  const key = `highlights/${turn.id}`;
  const random = randomFor(context, key);
  const base = storyBase(context, random);
  const facts = highlightsFacts(league, context.ids, turn, base);
  return {
    key,
    kind: 'highlights',
    // The morning after the matchday, once the video is edited.
    timing: { kind: 'day', days: turn.weekOffset * 7 + 1, at: clockTime(random.int(10 * 60, 12 * 60 + 30)) },
    featured: true,
    teamIds: [...new Set([best.homeTeamId, best.awayTeamId, ...(facts.mvp ? [facts.mvp.team.id] : [])])],
    playerIds: facts.mvp ? [facts.mvp.id] : [],
    art: matchArt(league.team(best.homeTeamId), league.team(best.awayTeamId)),
    videoId: videoId(random),
    write: (book, names) => book.stories.highlights(highlightsFacts(league, names, turn, base)),
  };
}

export function matchStories(context: PlanContext): PlannedStory[] {
  const played = playedTurns(context);
  const today = context.league.turns.filter((turn) => turn.weekOffset === 0 && turn.kind === 'regular');
  return [
    ...played.flatMap((turn) => reports(context, turn)),
    ...[...played, ...today].flatMap((turn) => preview(context, turn) ?? []),
    ...played.slice(-HIGHLIGHTED_TURNS).flatMap((turn) => highlights(context, turn) ?? []),
  ];
}
