// The parameters a path can carry (section 2), and the patterns that read an entity's id and slug.
// A team's, a player's or a match's id alone (`/teams/2`, `/matches/116`) is read too: its page
// loader sends it to the address with the names, as it does a misspelt one.
export const ENTITY_PATTERNS = {
  team: { params: ['team', 'teamName'], pattern: /^(\d{1,9})(?:-([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?))?$/ },
  player: {
    params: ['playerId', 'playerName'],
    pattern: /^(\d{1,9})(?:-([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?))?$/,
  },
  match: {
    params: ['matchId', 'homeTeam', 'awayTeam'],
    pattern: /^(\d{1,9})(?:-([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)-vs-([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?))?$/,
  },
  // A story's slug as WordPress makes it, decoded: lowercase ASCII letters, digits, `-` and `_`, and
  // any other character but spaces and controls (letters of any script with their marks, emoji with
  // their variation selectors and joiners, symbols such as ★ and →), not starting or ending with `-`.
  post: { params: ['post'], pattern: /^((?!-)(?:[a-z0-9_-]|\u200d|[^\x00-\x7f\p{Z}\p{Cc}\p{Cf}\p{Cs}]){1,200}(?<!-))$/u },
} as const satisfies Record<string, { params: readonly string[]; pattern: RegExp }>;

/** What a page about one thing is about; its segment both reads the id and names the loader. */
export type EntityPattern = keyof typeof ENTITY_PATTERNS;
export type RouteParamName = 'region' | 'news' | (typeof ENTITY_PATTERNS)[EntityPattern]['params'][number];
export type RouteParams = Partial<Record<RouteParamName, string>>;
