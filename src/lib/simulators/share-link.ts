// What both simulators' share links are made of: a version, base36 ids joined by dots, and a
// reading that never throws, keeps what is valid and names what is not.

export const SHARE_LINK_VERSION = '1';
/**
 * The longest query a share link is read from. The longest link made is about 310 characters: a
 * full squad under a 24-character name in a non-Latin script.
 */
export const MAX_SHARE_QUERY_LENGTH = 512;
/** The competition API's ids are positive 31-bit integers. */
export const MAX_SHARED_ID = 0x7fffffff;

export type LinkProblem =
  | 'too-long' | 'unsupported-version' | 'bad-id' | 'duplicate' | 'too-many-players'
  | 'unknown-formation' | 'bad-seed' | 'bad-name' | 'two-presidents';

/** What was read, and the problems met on the way (each once, in the order met). */
export type DecodedLink<T> = { state: T; problems: LinkProblem[] };

// No leading zero and lower case only, so every id has exactly one spelling.
const ID_TOKEN = /^[1-9a-z][0-9a-z]{0,5}$/;

export function isSharedId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_SHARED_ID;
}

export function encodeId(id: number): string {
  return id.toString(36);
}

export function decodeId(token: string): number | undefined {
  if (!ID_TOKEN.test(token)) return undefined;
  const id = Number.parseInt(token, 36);
  return isSharedId(id) ? id : undefined;
}

/** Ids the reader would refuse are left out, so a link never carries what it cannot read back. */
export function encodeIds(ids: readonly number[]): string {
  return ids.filter(isSharedId).map(encodeId).join('.');
}

/**
 * The query's parameters when it is a share link of this version; undefined with a problem when
 * it is too long or of another version, and undefined without one when it carries none of `keys`
 * (a first visit is not a broken link).
 */
export function readShareQuery(
  query: string | URLSearchParams, keys: readonly string[], problems: Set<LinkProblem>,
): URLSearchParams | undefined {
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : query.toString();
  if (text.length > MAX_SHARE_QUERY_LENGTH) {
    problems.add('too-long');
    return undefined;
  }
  const params = new URLSearchParams(text);
  const version = params.get('v');
  if (version === null && !keys.some((key) => params.has(key))) return undefined;
  if (version !== SHARE_LINK_VERSION) {
    problems.add('unsupported-version');
    return undefined;
  }
  return params;
}

/**
 * Reads a dotted id list position by position: an empty token is a vacant place (null) when
 * `vacancies` allows it, an unreadable id is `bad-id`, an id already in `seen` is `duplicate`;
 * both leave their place null. Past `limit` tokens the rest is dropped as `too-many-players`.
 */
export function decodeIdTokens(
  text: string | null, limit: number, problems: Set<LinkProblem>, seen: Set<number>, vacancies = false,
): (number | null)[] {
  if (!text) return [];
  let tokens = text.split('.');
  if (tokens.length > limit) {
    problems.add('too-many-players');
    tokens = tokens.slice(0, limit);
  }
  return tokens.map((token) => {
    if (token === '' && vacancies) return null;
    const id = decodeId(token);
    if (id === undefined) {
      problems.add('bad-id');
      return null;
    }
    if (seen.has(id)) {
      problems.add('duplicate');
      return null;
    }
    seen.add(id);
    return id;
  });
}
