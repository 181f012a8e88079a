// A region's circulars: six official rulings issued over the last weeks, each in every language
// circulars are written in, numbered per year the way the league numbers them ("07/2026").
import { getCircularLanguages, getCircularsCategory, ACCREDITATION_DEADLINE_HOURS } from '../../../config/cms-pages';
import type { EditionId } from '../../../config/editions';
import { getLocale, type LocaleCode } from '../../../config/locales';
import type { Region } from '../../../config/regions';
import { NAME_POOLS } from '../../generator/name-pools';
import { LEAGUE_PLANS } from '../../generator/plan';
import { TEAM_SEEDS } from '../../generator/team-names';
import { createRng, hashString, type Rng } from '../../seeded-random';
import { DAY_MS, HOUR_MS, startOfUtcDay } from '../pages/wordpress-time';
import { toSlug } from '../slug';
import { ES } from './es';
import { IT } from './it';
import { CIRCULAR_KINDS, type CircularBlock, type CircularBook, type CircularKind, type CircularSlots } from './types';

export type DemoCircular = {
  id: number;
  kind: CircularKind;
  lang: LocaleCode;
  league: string;
  timeZone: string;
  category: number;
  /** The circular's number within its year: "07/2026". */
  number: string;
  /** "Circular", "Circolare". */
  label: string;
  slug: string;
  /** Milliseconds since 1970. */
  publishedAt: number;
  title: string;
  excerpt: string;
  body: readonly CircularBlock[];
  signedBy: string;
  /** The PDF's file name in the region's uploads. */
  file: string;
  download: string;
};

const BOOKS: Partial<Record<LocaleCode, CircularBook>> = { es: ES, it: IT };

const KICKOFF_CHANGES = [['18:00', '16:30'], ['20:00', '19:00'], ['17:00', '15:30'], ['21:00', '20:15']] as const;

// The clubs are the demo league's own; the people are named the way the league's players are.
// The same people and clubs appear in both languages' copies of a circular.
function pickSlots(edition: EditionId, region: Region, random: Rng): Omit<CircularSlots, 'g' | 'deadline'> {
  const key = `${edition}-${region.slug}`;
  const teams = random.shuffle((TEAM_SEEDS[key] ?? []).map((seed) => seed.name));
  const pool = NAME_POOLS[LEAGUE_PLANS.find((plan) => plan.key === key)?.culture ?? 'es'];
  const firstNames = edition === 'queens' ? pool.female : pool.male;
  const name = () => `${random.pick(firstNames)} ${random.pick(pool.family)}`;
  const [kickoff, newKickoff] = random.pick(KICKOFF_CHANGES);
  const player = name();
  let otherPlayer = name();
  while (otherPlayer === player) otherPlayer = name();
  return {
    league: region.leagueTitle,
    matchday: random.int(5, 8),
    team: teams[0] ?? '',
    otherTeam: teams[1] ?? '',
    home: teams[2] ?? '',
    away: teams[3] ?? '',
    player,
    otherPlayer,
    kickoff,
    newKickoff,
    deadlineHours: ACCREDITATION_DEADLINE_HOURS,
  };
}

// Each kind speaks of its own matchday: the window before the sanctions, the schedule change after them.
const MATCHDAY_SHIFT: Readonly<Record<CircularKind, number>> = {
  wildcards: -1, sanctions: 0, clarification: 0, appeal: 0, schedule: 2, accreditation: 3,
};

/** Numbers restart each year; the first here follows the ones issued earlier in the year (about one every nine days). */
function numberCirculars(dates: readonly number[]): string[] {
  let previousYear = 0;
  let count = 0;
  return dates.map((time) => {
    const year = new Date(time).getUTCFullYear();
    const dayOfYear = Math.floor((time - Date.UTC(year, 0, 1)) / DAY_MS);
    count = year === previousYear ? count + 1 : previousYear === 0 ? 1 + Math.floor(dayOfYear / 9) : 1;
    previousYear = year;
    return `${String(count).padStart(2, '0')}/${year}`;
  });
}

/** The region's circulars, newest first; none where the region has no circulars category. */
export function createDemoCirculars(edition: EditionId, region: Region, now: number): DemoCircular[] {
  const category = getCircularsCategory(edition, region.slug);
  if (category === undefined) return [];
  const random = createRng(hashString(`demo-cms/circulars/${edition}/${region.slug}`));
  const slots = pickSlots(edition, region, random);
  const g = (men: string, women: string) => (edition === 'queens' ? women : men);

  // Oldest first: the newest a day or three ago, each before it five to nine days earlier.
  const today = startOfUtcDay(now);
  let age = random.int(1, 3);
  const dates = CIRCULAR_KINDS.map(() => {
    const time = today - age * DAY_MS + random.int(11, 17) * HOUR_MS + random.int(0, 59) * 60_000;
    age += random.int(5, 9);
    return time;
  }).reverse();
  const numbers = numberCirculars(dates);

  const languages = getCircularLanguages().filter((lang) => BOOKS[lang]);
  const idBase = 40_000 + (edition === 'queens' ? 5_000 : 0) + region.id * 100;
  const circulars = CIRCULAR_KINDS.flatMap((kind, index) =>
    languages.map((lang, langIndex): DemoCircular => {
      const book = BOOKS[lang] ?? ES;
      const publishedAt = dates[index] ?? today;
      const number = numbers[index] ?? '';
      const deadline = new Intl.DateTimeFormat(getLocale(lang).tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: region.timeZone })
        .format(publishedAt + 9 * DAY_MS);
      const text = book.texts[kind]({ ...slots, g, deadline, matchday: slots.matchday + MATCHDAY_SHIFT[kind] });
      const fileStem = `${book.fileWord}-${number.replace('/', '-')}`;
      return {
        id: idBase + index * 10 + langIndex,
        kind,
        lang,
        league: region.leagueTitle,
        timeZone: region.timeZone,
        category,
        number,
        label: book.label,
        // Compatibility forms first, as WordPress's remove_accents does: "7ª" becomes "7a".
        slug: `${fileStem}-${toSlug(text.title.normalize('NFKD'))}`,
        publishedAt,
        ...text,
        file: `${fileStem}-${lang}.pdf`,
        download: book.download,
      };
    }),
  );
  return circulars.sort((a, b) => b.publishedAt - a.publishedAt || a.id - b.id);
}
