// A story before it is written in any language: what it is about, when it went out, the ids it
// names, its picture, and how each language writes it.
import type { EditionId } from '../../../config/editions';
import type { Region } from '../../../config/regions';
import type { Team } from '../../generator/types';
import { createRng, hashString, type Rng } from '../../seeded-random';
import type { StoryBase } from '../facts/match-facts';
import type { Names } from '../facts/names';
import type { RegionLeague } from '../league-data';
import type { ImageArt } from '../media';
import type { Phrasebook, Story, StoryKind } from '../stories/types';
import type { Timing } from '../timing';

export type PlannedStory = {
  /** Stable across runs and clocks: what the story is about ("report/812"). */
  key: string;
  kind: StoryKind;
  timing: Timing;
  featured: boolean;
  teamIds: readonly number[];
  playerIds: readonly number[];
  art: ImageArt;
  /** Where an external story sends the reader. */
  externalUrl?: string;
  /** The YouTube video a highlights story embeds. */
  videoId?: string;
  /** Minutes after publication when the story was last edited. */
  updatedAfter?: number;
  write(book: Phrasebook, names: Names): Story;
};

export type PlanContext = {
  edition: EditionId;
  region: Region;
  league: RegionLeague;
  /** The region's players (and presidents) are women. */
  female: boolean;
  /** Names for working out which ids a story names; any language gives the same ids. */
  ids: Names;
};

/** One generator per story, so adding a story never changes the others. */
export function storyRandom(edition: EditionId, region: Region, key: string): Rng {
  return createRng(hashString(`demo-cms|${edition}|${region.slug}|${key}`));
}

export function randomFor(context: PlanContext, key: string): Rng {
  return storyRandom(context.edition, context.region, key);
}

/** What every story knows; the variant (which wording a language picks) is the same in every language. */
export function storyBase(context: PlanContext, random: Rng): StoryBase {
  return { league: context.region.leagueTitle, female: context.female, variant: random.int(0, 5) };
}

/** Two teams' colours side by side; the away side's second colour when both wear the same. */
export function matchArt(home: Team, away: Team): ImageArt {
  const awayColour = away.firstColor.toLowerCase() === home.firstColor.toLowerCase() ? away.secondColor : away.firstColor;
  return { colours: [home.firstColor, awayColour], sides: [home.shortName, away.shortName] };
}

export function teamArt(team: Team): ImageArt {
  return { colours: [team.firstColor, team.secondColor], sides: [team.shortName] };
}

const EDITION_COLOURS: Readonly<Record<EditionId, readonly [string, string]>> = {
  kings: ['#111111', '#f5b700'],
  queens: ['#3b0a57', '#e6007e'],
};

export function leagueArt(edition: EditionId): ImageArt {
  return { colours: EDITION_COLOURS[edition] };
}

/** Sometimes edited after publication: a fact added, a typo fixed. */
export function maybeUpdated(random: Rng, chance: number, minMinutes: number, maxMinutes: number): { updatedAfter?: number } {
  return random.chance(chance) ? { updatedAfter: random.int(minMinutes, maxMinutes) } : {};
}
