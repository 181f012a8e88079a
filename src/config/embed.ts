// The partners' widgets (issue 34): where they live, which sites may frame them, the options each
// takes and the messages a widget and embed.js exchange. See ADR 050 (framing) and ADR 051 (sizing).
import { z } from 'zod/mini';

export {
  EMBED_FRAME_ANCESTORS, EMBED_HEIGHT_MESSAGE, EMBED_HEIGHT_RANGE, EMBED_PATH_PREFIX, EMBED_PLACE_ATTRIBUTES, EMBED_ROOT,
  EMBED_LIVE_WIDGET_SCRIPT_PATH, EMBED_SCRIPT_PATH, EMBED_WIDGET_SCRIPT_PATH, isEmbedPath,
} from './embed-frame';
export { EMBED_SCRIPT_SOURCES } from './embed-scripts';

/** The most rows a standings widget shows when asked for its top N. */
export const EMBED_MAX_TOP = 40;

// Each option's shape. A query value is text; the widget reads it once, parsed.
const ID = z.string().check(z.regex(/^\d{1,9}$/, 'a number'));
export const EMBED_OPTION_FIELDS = {
  theme: z.enum(['light', 'dark', 'auto']),
  /** A colour for the widget's marks (its top rule, the highlighted team's edge): #rgb or #rrggbb. */
  accent: z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'a colour like #e30613')),
  top: z.string().check(z.regex(new RegExp(`^(?:[1-9]|[1-3]\\d|${EMBED_MAX_TOP})$`), `a number from 1 to ${EMBED_MAX_TOP}`)),
  team: ID,
  matchday: ID,
  match: ID,
  layout: z.enum(['compact', 'wide']),
} as const;
export type EmbedOptionName = keyof typeof EMBED_OPTION_FIELDS;

const LOOK = ['theme', 'accent', 'layout'] as const;

/** Each widget: its path word (one spelling in every language), its options and the required ones. */
export const EMBED_WIDGETS = {
  standings: { word: 'standings', options: [...LOOK, 'top', 'team'], required: [] },
  matches: { word: 'matches', options: [...LOOK, 'matchday', 'team'], required: [] },
  live: { word: 'live', options: [...LOOK, 'match'], required: ['match'] },
  nextMatch: { word: 'next-match', options: [...LOOK, 'team'], required: ['team'] },
} as const satisfies Record<string, { word: string; options: readonly EmbedOptionName[]; required: readonly EmbedOptionName[] }>;
export type EmbedWidgetId = keyof typeof EMBED_WIDGETS;
export const EMBED_WIDGET_IDS = Object.keys(EMBED_WIDGETS) as EmbedWidgetId[];

export function isEmbedWidgetId(value: string): value is EmbedWidgetId {
  return Object.hasOwn(EMBED_WIDGETS, value);
}

/** A widget's options as its route record's query fields. */
export function embedQueryFields(widget: EmbedWidgetId): Readonly<Record<string, z.ZodMiniType<string>>> {
  return Object.fromEntries(EMBED_WIDGETS[widget].options.map((name) => [name, EMBED_OPTION_FIELDS[name]]));
}
