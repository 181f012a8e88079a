// What the widgets' browser scripts share with the server, without zod (the scripts carry none):
// where widgets live, who may frame them, and the message a widget and embed.js exchange. The
// options are in embed.ts. See ADR 050 (framing) and ADR 051 (sizing).

/** Every widget page is below this first segment: `/embed/{lang}/{region}/{widget}`. */
export const EMBED_ROOT = 'embed';
// Written out, not built from EMBED_ROOT: a template is kept in every script that imports this file.
export const EMBED_PATH_PREFIX = '/embed/';

/** Whether a path is a widget's (the only answers that may be framed). */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PATH_PREFIX);
}

/**
 * The sites that may frame a widget, as CSP `frame-ancestors` sources: any by default, as the
 * widgets are public. A deploy that wants only its partners lists their origins here.
 */
export const EMBED_FRAME_ANCESTORS: readonly string[] = ['*'];

/** The partner's script and the widgets' own scripts (the live one's apart, as only it follows a match). */
export const EMBED_SCRIPT_PATH = '/embed.js';
export const EMBED_WIDGET_SCRIPT_PATH = '/embed/widget.js';
export const EMBED_LIVE_WIDGET_SCRIPT_PATH = '/embed/live-widget.js';
/** The message a widget posts to its host page with its height in CSS pixels. */
export const EMBED_HEIGHT_MESSAGE = 'kl-embed:height';
/** Heights a frame may take: embed.js keeps a posted height within them. */
export const EMBED_HEIGHT_RANGE = { min: 40, max: 4000 } as const;

/**
 * embed.js's `data-*` attributes that are not options: which widget, where, in which language,
 * the frame's title for screen readers, and the mark embed.js leaves on a tag it has done.
 */
export const EMBED_PLACE_ATTRIBUTES = ['widget', 'region', 'lang', 'title', 'embedded'] as const;
