// The query parameters pages take, each by the shape its value must have: a route's record names
// the ones it reads (`query` in src/config/routes.ts), the resolver checks the page's query against
// them once (src/lib/request/route-query.ts), and a value that does not fit is a 400. A parameter
// the route does not name is ignored (tracking parameters keep working), but never read.
import { z } from 'zod/mini';

const shaped = (pattern: RegExp) => z.string().check(z.regex(pattern));
/** Empty is "none": a form without script sends an empty field for "all". */
const optional = (pattern: RegExp) => z.string().check(z.regex(new RegExp(`^(${pattern.source})?$`, pattern.flags)));

/** A listing's page number. */
export const PAGE = shaped(/^[1-9]\d{0,3}$/);
/** A matchday, team or season id; empty for "all". */
export const OPTIONAL_ID = optional(/\d{1,9}/);
export const PLAYER_ROLE = optional(/goalkeeper|defender|midfielder|forward/);
// The statistics tables: the sorted column and its direction, and the filter's column, mode and
// value (src/lib/stats/table-query.ts), which the simulators' pool filter shares.
export const COLUMN = optional(/[a-zA-Z]{1,24}/);
export const SORT_DIRECTION = optional(/asc|desc/);
export const FILTER_MODE = optional(/starts|contains|notContains|ends|eq|ne|lt|le|gt|ge/);
export const FILTER_TEXT = shaped(/^[\p{L}\p{M}\p{N} .,%\u066a\u066b’-]{0,40}$/u);
// The simulators' share links (src/lib/simulators/*-share-link.ts) and their forms without
// script. Only the alphabet is checked here: a stale version, a bad id or too many players is
// the decoder's to report, so the page opens on what it can keep instead of a 400.
export const LINK_VERSION = shaped(/^[0-9a-z]{1,8}$/);
export const LINK_TEAM = shaped(/^[0-9a-z]{1,12}$/);
export const LINK_CLUB_NAME = shaped(/^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]{0,64}$/u);
export const LINK_IDS = shaped(/^[0-9a-z.]{0,512}$/);
export const FORMATION = shaped(/^[0-9a-z-]{0,16}$/);
export const LINK_SEED = shaped(/^[0-9a-z]{1,13}$/);
export const CLUB_CHOICE = optional(/own|[0-9a-z]{1,12}/);
export const PLAYER_ID = shaped(/^[0-9a-z]{1,12}$/);
export const FILL_BEST = shaped(/^best$/);
export const POOL_CATEGORY = optional(/draft|wildcard|reserve/);
export const SHOWN_ROWS = shaped(/^[1-9]\d{0,3}$/);
/** The fans' vote a match page was sent back with (ADR 062): a side, the shootout or a player's id. */
export const VOTE_CHOICE = shaped(/^[a-z0-9]{1,16}$/);
/** A region's slug, looked up by the reader; one the edition has not is no region. */
export const REGION_SLUG = z.string();
/**
 * Free text (a search box's words): its view accepts or empties it itself, so the resolver's
 * shape and markup checks leave it alone.
 */
export const FREE_TEXT = z.string();

export type QueryField = z.ZodMiniType<string>;
/** The parameters a route takes, by name, each with its field. */
export type QueryFields = Readonly<Record<string, QueryField>>;
/** A route's query as the resolver parsed it: the first value of each parameter it takes. */
export type QueryValues = Readonly<Partial<Record<string, string>>>;
/** The parsed values of the fields given, typed by their names (a record's own, not the index of `QueryFields`). */
export type QueryValuesOf<F extends QueryFields | undefined> = F extends QueryFields
  ? Readonly<{ [K in keyof F as string extends K ? never : K]?: string }>
  : Readonly<Record<never, never>>;

export function isFreeText(field: QueryField | undefined): boolean {
  return field === FREE_TEXT;
}
