// A share card as plain data: every text already in the page's language and the region's clock,
// the edition's colours, the crests to draw. The page Worker builds it and names the card's
// address after its hash (ADR 048); the card Worker draws it (ADR 049) and reads nothing else.
// The one contract between the two Workers, so both validate it with the same schema.
import { z } from 'zod';
import { CARD_FILE } from '../../config/share-cards';

/** Bumped when the drawing changes, so every card gets a new address and no old picture is kept. */
export const CARD_DESIGN = 1;

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The longest text a card takes; a longer one (never the league's) is refused, not drawn. */
const TEXT_MAX = 120;

/**
 * The schema, built on first use: the page Worker checks a card only when a page with one is
 * drawn, so a new isolate does not pay for building it at startup (ADR 049).
 */
function buildSchema() {
  const text = z.string().max(TEXT_MAX);
  const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
  const svgPath = z.string().max(300).regex(/^[MLHVCSQTAZmlhvcsqtaz0-9 .,-]*$/);

  /** A crest: the league's picture, or one drawn from the team's colours (src/lib/pictures). */
  const crestSchema = z.union([
    z.object({ kind: z.literal('image'), url: z.string().url().max(500).startsWith('https://') }),
    z.object({ kind: z.literal('drawn'), outline: svgPath, band: svgPath, first: colour, second: colour, ink: colour, letters: z.string().max(8) }),
  ]);

  const themeSchema = z.object({ background: colour, panel: colour, accent: colour, ink: colour, muted: colour });

  const side = z.object({ name: text, crest: crestSchema });

  const frame = {
    design: z.literal(CARD_DESIGN),
    dir: z.enum(['ltr', 'rtl']),
    lang: z.string().max(12),
    theme: themeSchema,
    /** The league's name over the card ("Kings League Spain"). */
    brand: text,
  };

  return z.discriminatedUnion('kind', [
    z.object({
      ...frame,
      kind: z.literal('match'),
      home: side,
      away: side,
      /** The score ("3–1") or the kick-off's clock time. */
      centre: text,
      /** Under the centre: the shootout, or the kick-off's day. */
      detail: text.optional(),
      /** Over the centre: "LIVE 23′", "Full time". */
      status: z.object({ text, live: z.boolean() }).optional(),
      /** The competition and the matchday. */
      caption: text,
      /** Once the fans' vote has closed: "61% backed Cometa Real" (ADR 062). */
      fans: text.optional(),
    }),
    z.object({
      ...frame,
      kind: z.literal('player'),
      name: text,
      number: text.optional(),
      position: text,
      team: side.optional(),
      colours: z.object({ first: colour, second: colour }),
      stats: z.array(z.object({ label: text, value: text })).max(4),
    }),
    z.object({
      ...frame,
      kind: z.literal('team'),
      name: text,
      crest: crestSchema,
      standing: text.optional(),
      formLabel: text,
      form: z.array(z.object({ outcome: z.enum(['win', 'draw', 'loss']), letter: text })).max(5),
    }),
    z.object({
      ...frame,
      kind: z.literal('table'),
      title: text,
      pointsLabel: text,
      rows: z.array(z.object({ position: text, name: text, points: text, crest: crestSchema })).min(1).max(6),
    }),
  ]);
}

let built: ReturnType<typeof buildSchema> | undefined;

export function cardModelSchema(): ReturnType<typeof buildSchema> {
  built ??= buildSchema();
  return built;
}

export type CardModel = z.infer<ReturnType<typeof buildSchema>>;
export type CardKind = CardModel['kind'];
export type CardCrest = Extract<CardModel, { kind: 'team' }>['crest'];
export type CardTheme = CardModel['theme'];

/** FNV-1a, 32 bits, from a seed: two of them make the version, with no await (the head is sync). */
function fnv1a(input: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < input.length; index++) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The card's version: a hash of everything it shows, so a new score, name or language makes a new
 * address and an address can be kept for a year. Not a secret: a forged one is simply not current.
 */
export function cardVersion(model: CardModel): string {
  const json = JSON.stringify(model);
  return `${fnv1a(json, 0x811c9dc5).toString(36).padStart(7, '0')}${fnv1a(json, 0x01000193).toString(36).padStart(7, '0')}`;
}

/** What a version looks like: a different shape is not a card's address at all. */
export const CARD_VERSION_PATTERN = CARD_FILE.version;
