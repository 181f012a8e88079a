// What each language writes for the league's editorial pages, and what it is told to write them.
import type { EditionId } from '../../../config/editions';
import type { Region } from '../../../config/regions';

/** The regulation's sections in the Book of Rules' order, with their legal numbering (the same in every language). */
export const REGULATION_SECTIONS = [
  { id: 'format', number: '1.1' },
  { id: 'squads', number: '1.2' },
  { id: 'match-length', number: '2.1' },
  { id: 'kick-off', number: '2.2' },
  { id: 'dice', number: '2.3' },
  { id: 'double-goal', number: '2.4' },
  { id: 'secret-weapons', number: '2.5' },
  { id: 'president-penalty', number: '2.6' },
  { id: 'shootout', number: '2.7' },
  { id: 'discipline', number: '3.1' },
] as const;
export type RegulationSectionId = (typeof REGULATION_SECTIONS)[number]['id'];

export const FAQ_IDS = [
  'tickets', 'match-format', 'where-to-watch', 'draft', 'wildcards',
  'media-accreditation', 'store', 'children', 'accessibility', 'doors-and-bags',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

export const ACCREDITATION_SECTIONS = ['who-can-apply', 'deadline', 'on-the-day', 'conduct'] as const;
export type AccreditationSectionId = (typeof ACCREDITATION_SECTIONS)[number];

/** The facts a page is written around. */
export type PageContext = {
  edition: EditionId;
  region: Region;
  /**
   * The league's name: as the site's headings give it in the page's language ("Kings League
   * España") for a page written in one, the data's own ("Kings League Spain") in the English Book of Rules.
   */
  league: string;
  /** A league plays a table and a playoff; the world cups are knockout tournaments. */
  competition: 'league' | 'cup';
  /** Picks the men's edition's words or the women's (jugadores / jugadoras). */
  g: (men: string, women: string) => string;
  accreditationDeadlineHours: number;
  /** Addresses a page may link to; tickets only where the region sells them. */
  links: { tickets?: string; store: string; watch?: string; accreditationForm: string };
};

/** A paragraph, a plain list, or a list of named items (a card and what it does). */
export type Block = { p: string } | { list: readonly string[] } | { terms: readonly (readonly [string, string])[] };
export type Section = { heading: string; blocks: readonly Block[] };
export type Link = { label: string; href: string };

export type RegulationText = {
  title: string;
  excerpt: string;
  intro: string;
  contents: string;
  sections: Readonly<Record<RegulationSectionId, Section>>;
  bookOfRules: { heading: string; text: string; link: string };
};

export type FaqText = {
  title: string;
  excerpt: string;
  intro: string;
  items: Readonly<Record<FaqId, { question: string; answer: string; link?: Link }>>;
};

export type AccreditationText = {
  title: string;
  excerpt: string;
  intro: string;
  sections: Readonly<Record<AccreditationSectionId, Section>>;
  apply: Link;
};

export type ContactText = { title: string; excerpt: string; intro: readonly string[] };

export type PageWriter<T> = (context: PageContext) => T;
