// What kind of answer a request gets, decided once by the resolver (src/lib/request/surface-of-path.ts)
// and read by every step after it: each kind's row says how it is framed, drawn and refused, so no
// step tests the path again (ADR 068).

export const SURFACE_IDS = ['page', 'widget', 'api', 'framework', 'file'] as const;
export type Surface = (typeof SURFACE_IDS)[number];

export type SurfaceRow = {
  /** Drawn by the renderer: the page steps (locale redirect, page cache, rewrites, route guard) serve it. */
  rendered: boolean;
  /** Who may frame its HTML: nobody, or the partners' sites (ADR 050). */
  framing: 'nobody' | 'partners';
  /** The document drawn around it: the site's own, or a partner's frame (no menus, its own script). */
  document: 'site' | 'frame' | 'none';
  /** A refused query: a plain 400, or drawn in the frame where the partner who wrote the snippet sees it. */
  refusal: 'plain' | 'inFrame';
  /**
   * Its paths are wholly the endpoints': a method no route takes is a 405, an address no route
   * takes a JSON 404, never a page.
   */
  endpointsOnly: boolean;
  /** How the request log names it when no route of the table does. */
  logAs: 'route' | 'api' | 'rsc' | 'file';
};

export const SURFACES = {
  page: { rendered: true, framing: 'nobody', document: 'site', refusal: 'plain', endpointsOnly: false, logAs: 'route' },
  widget: { rendered: true, framing: 'partners', document: 'frame', refusal: 'inFrame', endpointsOnly: false, logAs: 'route' },
  api: { rendered: false, framing: 'nobody', document: 'none', refusal: 'plain', endpointsOnly: true, logAs: 'api' },
  framework: { rendered: false, framing: 'nobody', document: 'none', refusal: 'plain', endpointsOnly: false, logAs: 'rsc' },
  file: { rendered: false, framing: 'nobody', document: 'none', refusal: 'plain', endpointsOnly: false, logAs: 'file' },
} as const satisfies Record<Surface, SurfaceRow>;

/** The surfaces the renderer draws: the page steps serve these alone. */
export const RENDERED_SURFACES: readonly Surface[] = SURFACE_IDS.filter((surface) => SURFACES[surface].rendered);

/**
 * The methods an address the pages answer takes: the site has no server functions, so the
 * renderer never reads a request's body, and a form posts to the API (ADR 074).
 */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
