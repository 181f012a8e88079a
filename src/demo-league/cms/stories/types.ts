// What one language needs to write the demo news: its people's names and a story for each kind of post.

export const STORY_KINDS = ['report', 'signing', 'draft', 'preview', 'highlights', 'partner'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** The facts a story is written around, picked by the post generator. */
export type StorySlots = {
  league: string;
  turn: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  winner: string;
  loser: string;
  minute: number;
  team: string;
  player: string;
  otherPlayer: string;
  president: string;
  pick: number;
};

export type Story = {
  title: string;
  excerpt: string;
  intro: string;
  body: string;
  listTitle: string;
  list: readonly string[];
  quote: string;
  quoteBy: string;
  closing: string;
  imageAlt: string;
  caption: string;
};

export type Phrasebook = {
  authors: readonly string[];
  firstNames: { male: readonly string[]; female: readonly string[] };
  lastNames: readonly string[];
  /** The words of the links and captions the generator adds around a story. */
  words: { readMore: string; video: string; partnerLink: string };
  stories: Readonly<Record<StoryKind, (slots: StorySlots) => Story>>;
};
