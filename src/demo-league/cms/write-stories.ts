// A region's stories written in each of its news languages (Polylang style: one post per language,
// linked as translations), with ids, slugs, categories, authors and pictures. Nothing here depends
// on the clock, so a region's stories are written once per isolate.
import type { EditionId } from '../../config/editions';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { namesIn } from './facts/names';
import { getRegionLeague } from './league-data';
import { leagueTitleIn } from './league-title';
import { heightFor, IMAGE_SIZES, uploadFile, type DemoImage } from './media';
import { planStories, type PlannedStory } from './plan';
import { storyRandom } from './plan/types';
import { toSlug, uniqueSlug } from './slug';
import { PHRASEBOOKS } from './stories';
import type { Phrasebook, Story, StoryKind, StoryWriters } from './stories/types';
import type { Timing } from './timing';
import { writeContent, writeExcerpt } from './write-html';

/** Stands for the CMS's uploads address in stored HTML; the route puts the request's own base in its place. */
export const UPLOADS_TOKEN = '{{demo-cms-uploads}}';

export type DemoStory = {
  id: number;
  key: string;
  kind: StoryKind;
  slug: string;
  lang: LocaleCode;
  title: string;
  excerptHtml: string;
  contentHtml: string;
  categories: readonly number[];
  author: { id: number; name: string };
  image: DemoImage;
  timing: Timing;
  /** Minutes a translation went out after the first language's post. */
  delayMinutes: number;
  updatedAfter?: number;
  teamIds: readonly number[];
  playerIds: readonly number[];
  externalUrl?: string;
  /** The same story's post in each language, this one included. */
  translations: Readonly<Partial<Record<LocaleCode, number>>>;
};

// Post, picture and inline-picture ids share a region's block of a thousand.
const PICTURE_OFFSET = 300;
const INLINE_PICTURE_OFFSET = 600;

/** The languages a region's CMS writes in; king-of-kings writes no news of its own but still answers in the data default. */
export function cmsLanguages(region: Region): readonly LocaleCode[] {
  return region.newsLanguages.length > 0 ? region.newsLanguages : [DEFAULT_LOCALE];
}

function categoriesOf(planned: PlannedStory, region: Region): number[] {
  const { general, featured, external } = region.cmsCategories;
  return [general, ...(planned.featured ? [featured] : []), ...(planned.externalUrl ? [external] : [])];
}

/** The story's two pictures: the featured one, and the one in the article of the person it quotes. */
function picturesOf(planned: PlannedStory, story: Story, lang: LocaleCode, postId: number, league: string): [DemoImage, DemoImage] {
  const book = PHRASEBOOKS[lang];
  const featured: DemoImage = {
    ...planned.art, id: postId + PICTURE_OFFSET, lang, alt: story.imageAlt, caption: `${story.caption} ${book.words.credit(league)}`,
    label: story.label, kicker: book.words.kinds[planned.kind], league,
  };
  return [featured, { ...featured, id: postId + INLINE_PICTURE_OFFSET, alt: story.quoteBy, label: story.quoteBy }];
}

/**
 * A language's writers naming the league as the site does in that language: the facts a story is
 * planned with carry the data's own title ("Kings League MENA"), which an Arabic headline beside
 * the site's "كينغز ليغ مينا" would contradict.
 */
function namingTheLeague(book: Phrasebook, league: string): Phrasebook {
  const naming = <F extends { league: string }>(write: (facts: F) => Story) => (facts: F) => write({ ...facts, league });
  const { stories: s } = book;
  const stories: StoryWriters = {
    report: naming(s.report), preview: naming(s.preview), highlights: naming(s.highlights), swap: naming(s.swap),
    loan: naming(s.loan), signing: naming(s.signing), draft: naming(s.draft), steal: naming(s.steal),
    president: naming(s.president), rules: naming(s.rules), external: naming(s.external), partner: naming(s.partner),
  };
  return { ...book, stories };
}

// One WordPress install serves every region, so its authors are the same users everywhere.
const authorId = (lang: LocaleCode, index: number) => 10 + LOCALE_CODES.indexOf(lang) * 10 + index;

function writeRegion(edition: EditionId, region: Region): { stories: DemoStory[]; images: Map<number, DemoImage> } {
  const league = getRegionLeague(edition, region);
  const female = league.plan.competition.gender === 'female';
  const languages = cmsLanguages(region);
  const plan = planStories(edition, region);
  const idBase = (edition === 'kings' ? 100_000 : 200_000) + region.id * 1_000;
  if (plan.length * languages.length >= PICTURE_OFFSET) throw new Error(`${edition}/${region.slug} has more stories than ids`);
  const postId = (index: number, j: number) => idBase + index * languages.length + j + 1;
  const names = new Map(languages.map((lang) => [lang, namesIn(league, lang, female)]));
  const titles = new Map(languages.map((lang) => [lang, leagueTitleIn(edition, region, lang)]));
  const writers = new Map(languages.map((lang) => [lang, namingTheLeague(PHRASEBOOKS[lang], titles.get(lang)!)]));
  const slugs = new Set<string>();
  const images = new Map<number, DemoImage>();
  const stories = plan.flatMap((planned, index) => {
    const translations = Object.fromEntries(languages.map((lang, j) => [lang, postId(index, j)]));
    return languages.map((lang, j): DemoStory => {
      const id = postId(index, j);
      const book = PHRASEBOOKS[lang];
      const title = titles.get(lang)!;
      const story = planned.write(writers.get(lang)!, names.get(lang) ?? namesIn(league, lang, female));
      const random = storyRandom(edition, region, `${planned.key}/${lang}`);
      const author = random.int(0, book.authors.length - 1);
      const [image, inline] = picturesOf(planned, story, lang, id, title);
      images.set(image.id, image);
      images.set(inline.id, inline);
      const width = IMAGE_SIZES.large;
      return {
        id,
        key: planned.key,
        kind: planned.kind,
        slug: uniqueSlug(toSlug(story.title), slugs),
        lang,
        title: story.title,
        excerptHtml: writeExcerpt(story),
        contentHtml: writeContent(story, book, {
          figure: { src: `${UPLOADS_TOKEN}/${uploadFile(inline.id, width)}`, alt: inline.alt, width, height: heightFor(width), imageId: inline.id },
          ...(planned.videoId ? { videoId: planned.videoId } : {}),
          ...(planned.kind === 'partner' ? { partner: true } : {}),
          ...(planned.externalUrl ? { link: planned.externalUrl } : {}),
        }),
        categories: categoriesOf(planned, region),
        author: { id: authorId(lang, author), name: book.authors[author] ?? title },
        image,
        timing: planned.timing,
        delayMinutes: j === 0 ? 0 : random.int(6, 25),
        ...(planned.updatedAfter !== undefined ? { updatedAfter: planned.updatedAfter } : {}),
        teamIds: planned.teamIds,
        playerIds: planned.playerIds,
        ...(planned.externalUrl ? { externalUrl: planned.externalUrl } : {}),
        translations,
      };
    });
  });
  return { stories, images };
}

const written = new Map<string, ReturnType<typeof writeRegion>>();

function writtenRegion(edition: EditionId, region: Region) {
  const key = `${edition}/${region.slug}`;
  let result = written.get(key);
  if (!result) {
    result = writeRegion(edition, region);
    written.set(key, result);
  }
  return result;
}

/** A region's stories in every language it writes, in no particular order. */
export function getRegionStories(edition: EditionId, region: Region): readonly DemoStory[] {
  return writtenRegion(edition, region).stories;
}

/** One of a region's pictures by its attachment id. */
export function findRegionImage(edition: EditionId, region: Region, imageId: number): DemoImage | undefined {
  return writtenRegion(edition, region).images.get(imageId);
}
