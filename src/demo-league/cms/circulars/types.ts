// What a language needs to write the league's circulars: a template per kind of official ruling.

/** Oldest first: the order a region's circulars were issued in over the last weeks. */
export const CIRCULAR_KINDS = ['wildcards', 'sanctions', 'clarification', 'appeal', 'schedule', 'accreditation'] as const;
export type CircularKind = (typeof CIRCULAR_KINDS)[number];

/** The facts a circular is written around, picked per region. */
export type CircularSlots = {
  league: string;
  /** Picks the men's edition's words or the women's (jugadores / jugadoras). */
  g: (men: string, women: string) => string;
  matchday: number;
  team: string;
  otherTeam: string;
  home: string;
  away: string;
  player: string;
  otherPlayer: string;
  /** Local kick-off times, "18:00". */
  kickoff: string;
  newKickoff: string;
  /** A date written out in the circular's language ("12 de marzo de 2026"). */
  deadline: string;
  deadlineHours: number;
};

export type CircularBlock = { p: string } | { list: readonly string[] };

export type CircularText = {
  title: string;
  excerpt: string;
  body: readonly CircularBlock[];
  /** The body that issues it: the Disciplinary Committee, the competition's management… */
  signedBy: string;
};

export type CircularBook = {
  /** "Circular", "Circolare": the word before the number. */
  label: string;
  /** The word the PDF's file name starts with. */
  fileWord: string;
  /** The download button's label. */
  download: string;
  texts: Readonly<Record<CircularKind, (slots: CircularSlots) => CircularText>>;
};
