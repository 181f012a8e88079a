// The demo CMS's posts for one region: about twelve stories in the region's news languages, the same on every run.
import type { EditionId } from '../../config/editions';
import { DEFAULT_LOCALE, type LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import { createRng, fnv1a, type Rng } from '../seeded-random';
import { PHRASEBOOKS } from './stories';
import type { Phrasebook, StoryKind, StorySlots } from './stories/types';
import { getDemoTeams } from './teams';
import { writeContent, writeExcerpt } from './write-html';

export type DemoPost = {
  id: number;
  slug: string;
  lang: LocaleCode;
  /** Milliseconds since 1970, relative to the epoch the posts were made for. */
  publishedAt: number;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  categories: readonly number[];
  author: { id: number; name: string };
  image: { id: number; url: string; alt: string; width: number; height: number };
};

/** Newest first; the partner note (the one with hostile markup) appears once, the highlight videos twice. */
const KINDS: readonly StoryKind[] = [
  'report', 'preview', 'signing', 'highlights', 'draft', 'report',
  'partner', 'signing', 'report', 'highlights', 'preview', 'draft',
];
const HOUR = 60 * 60 * 1000;

function nameIn(book: Phrasebook, random: Rng, female: boolean): string {
  return `${random.pick(female ? book.firstNames.female : book.firstNames.male)} ${random.pick(book.lastNames)}`;
}

function pickSlots(region: Region, edition: EditionId, book: Phrasebook, random: Rng, turn: number): StorySlots {
  const teams = getDemoTeams(edition, region.slug);
  const home = random.pick(teams);
  const away = random.pick(teams.filter((team) => team !== home));
  // No draws: a level game goes to a shootout, and reports name a winner.
  const homeScore = random.int(0, 7);
  const awayScore = (homeScore + random.int(1, 5)) % 8;
  const female = edition === 'queens';
  return {
    league: region.leagueTitle,
    turn,
    home,
    away,
    homeScore,
    awayScore,
    winner: homeScore > awayScore ? home : away,
    loser: homeScore > awayScore ? away : home,
    minute: random.int(2, 40),
    team: random.pick(teams),
    player: nameIn(book, random, female),
    otherPlayer: nameIn(book, random, female),
    president: nameIn(book, random, random.next() < 0.5),
    pick: random.int(1, 40),
  };
}

/** A WordPress-style slug: accents dropped, other scripts percent-encoded in lowercase, at most ~120 characters. */
export function toSlug(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/[^\x00-\x7f]+/g, (text) => encodeURIComponent(text).toLowerCase()));
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && [...kept, word].join('-').length > 120) break;
    kept.push(word);
  }
  return kept.join('-');
}

function categoriesFor(index: number, region: Region): readonly number[] {
  const { general, featured, external } = region.cmsCategories;
  if (index === 5 || index === 10) return [external];
  return index % 4 === 0 ? [general, featured] : [general];
}

/** The posts of one region, newest first, published relative to `epoch`. */
export function createDemoPosts(edition: EditionId, region: Region, epoch: number): DemoPost[] {
  // Plain FNV-1a, not hashString: the posts were first written from this seed and must not change.
  const random = createRng(fnv1a(`demo-cms/${edition}/${region.slug}`));
  // king-of-kings writes no news of its own; its CMS still answers, in the data default language.
  const languages = region.newsLanguages.length > 0 ? region.newsLanguages : [DEFAULT_LOCALE];
  const images = getRegions(edition).map((other) => `/img/og/${edition}-${other.slug}.jpg`);
  const idBase = (edition === 'kings' ? 10_000 : 20_000) + region.id * 100;
  const slugs = new Set<string>();
  let age = random.int(2, 5) * HOUR;

  return KINDS.map((kind, index) => {
    const lang = languages[index % languages.length] ?? DEFAULT_LOCALE;
    const book = PHRASEBOOKS[lang];
    const slots = pickSlots(region, edition, book, random, 14 - Math.floor(index / 2));
    const story = book.stories[kind](slots);
    let slug = toSlug(story.title);
    if (slugs.has(slug)) slug = `${slug}-${index + 1}`;
    slugs.add(slug);
    const publishedAt = epoch - age;
    age += random.int(9, 30) * HOUR + random.int(0, 59) * 60_000;
    const authorIndex = random.int(0, book.authors.length - 1);
    return {
      id: idBase + index + 1,
      slug,
      lang,
      publishedAt,
      title: story.title,
      excerptHtml: writeExcerpt(story),
      contentHtml: writeContent(kind, story, book, random, random.pick(images)),
      categories: categoriesFor(index, region),
      author: { id: idBase + 90 + authorIndex, name: book.authors[authorIndex] ?? book.authors[0] ?? '' },
      image: { id: idBase + 50 + index, url: random.pick(images), alt: story.imageAlt, width: 1200, height: 630 },
    };
  });
}
