// Every stylesheet of the site by id, as text. The edge writes them into the page's head
// (src/middleware/inline-files.ts), so a page's payload names them and never carries them
// (docs/decisions/022-stylesheets-once.md). A feature's stylesheet is found by its file name
// (src/styles/{id}.css), so a new one touches no list (ADR 045); the type system cannot see the
// glob, so stylesheet-ids.test.ts checks that every `<Stylesheet id>` names a file here.
import type { EditionId } from '../config/editions';
import globalCss from './global.css?inline';
import tokensCss from './tokens.css?inline';
import tokensQueensCss from './tokens-queens.css?inline';

const FEATURE_FILES = import.meta.glob<string>(['./*.css', '!./global.css', '!./tokens.css', '!./tokens-queens.css'], {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** A stylesheet's id: its file's name without `.css`; the frame's is `global`. */
export type StylesheetId = string;
/** A feature's stylesheet: one a view or a feature's frame asks for; the frame's are the root's. */
export type FeatureStylesheetId = StylesheetId;

const FEATURE_STYLESHEETS: Readonly<Record<FeatureStylesheetId, string>> = Object.fromEntries(
  Object.entries(FEATURE_FILES).map(([file, css]) => [file.slice('./'.length, -'.css'.length), css]),
);

export const STYLESHEETS: Readonly<Record<StylesheetId, string>> & { readonly global: string; readonly 'tokens-queens': string } = {
  /** The frame's: the root layout writes it on every page, after the features' (it wins ties).
   *  The design tokens open it, so every page has them and they cost no element of their own. */
  global: tokensCss + globalCss,
  /** The women's edition's tokens over the men's: written after the frame's in its pages only. */
  'tokens-queens': tokensQueensCss,
  /** The design tokens alone, for a widget's frame, which carries none of the site's (ADR 051). */
  tokens: tokensCss,
  ...FEATURE_STYLESHEETS,
};

/** The frame's stylesheets of each edition, as the root writes them: one element, these in order. */
export const FRAME_STYLESHEETS = {
  kings: ['global'],
  queens: ['global', 'tokens-queens'],
} as const satisfies Record<EditionId, readonly StylesheetId[]>;

/** A widget's frame (`/embed/…`): the edition's tokens and the widgets' own sheet, not the site's. */
export const EMBED_FRAME_STYLESHEETS = {
  kings: ['tokens', 'embed'],
  queens: ['tokens', 'tokens-queens', 'embed'],
} as const satisfies Record<EditionId, readonly StylesheetId[]>;
