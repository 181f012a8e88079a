// The words the simulators' client leaves show, translated on the server. A message that depends
// on a count is sent once per count the page can reach; one that names a player or a place keeps
// `{name}`-style holes that `fill` closes in the browser, so no formatter ships to the visitor.
import type { PitchLine } from '../../config/formations';
import type { PlayerRatings, PlayerRole } from '../../lib/competition/types';
import type { PoolCategory, PickRefusal } from '../../lib/simulators/browser';

/** Indexed by the count it was written for. */
export type Counted = readonly string[];
type RatingKey = Exclude<keyof PlayerRatings, 'average'>;
export type LineKey = PitchLine | 'overall';

export type PoolTexts = {
  heading: string;
  search: string;
  role: string;
  allRoles: string;
  team: string;
  allTeams: string;
  category: string;
  allCategories: string;
  apply: string;
  /** Holds `{shown}`. */
  count: string;
  empty: string;
  more: string;
  roles: Record<PlayerRole, string>;
  roleShort: Record<PlayerRole, string>;
  categories: Record<PoolCategory, string>;
  stats: Record<RatingKey, string>;
  statNames: Record<RatingKey, string>;
  overall: string;
};

export type CommonTexts = {
  lines: Record<LineKey, string>;
  undo: string;
  reset: string;
  share: string;
  shareLink: string;
  copy: string;
  copied: string;
  undone: string;
  restored: string;
};

export type SquadTexts = CommonTexts & {
  club: string;
  clubHint: string;
  ownClub: string;
  ownClubDefault: string;
  noClub: string;
  clubName: string;
  apply: string;
  /** Holds `{name}`. */
  president: string;
  presidentYou: string;
  presidentUnknown: string;
  heading: string;
  count: Counted;
  empty: string;
  complete: string;
  missing: string;
  needRole: Record<PlayerRole, Counted>;
  needPlayers: Counted;
  needPresident: string;
  /** Hold `{count}`, `{min}`, `{max}`. */
  roleCount: string;
  wildcards: string;
  ratings: string;
  ratingsHint: string;
  yours: string;
  /** Holds `{club}`. */
  compareReal: string;
  compareAverage: string;
  sign: string;
  release: string;
  /** `{roles}` in a refusal holds one of these. */
  refusals: Record<PickRefusal, string>;
  rolePlurals: Record<PlayerRole, string>;
  /** Hold `{name}`, and `{count}` and `{size}` or `{reason}` or `{club}`. */
  announceSigned: string;
  announceReleased: string;
  announceRefused: string;
  announceClub: string;
  announceReset: string;
};

export type TeamTexts = CommonTexts & {
  heading: string;
  lineShort: Record<PitchLine, string>;
  formation: string;
  apply: string;
  bench: string;
  /** Holds `{number}`. */
  benchPlace: string;
  emptyPlace: string;
  /** Holds `{place}` and `{name}`. */
  placeLabel: string;
  /** Holds `{value}`. */
  fit: string;
  selected: string;
  selectedHint: string;
  remove: string;
  cancel: string;
  add: string;
  putHere: string;
  best: string;
  another: string;
  saveImage: string;
  ratings: string;
  you: string;
  season: string;
  incomplete: Counted;
  seasonNumber: string;
  /** Indexed by position. */
  ordinals: Counted;
  /** Holds `{position}`, where the ordinal goes. */
  seasonSummary: string;
  goals: string;
  noPlace: string;
  table: string;
  results: string;
  matchday: string;
  /** The line of a matchday the visitor's team sits out. */
  restDay: string;
  outcomes: Record<'win' | 'shootoutWin' | 'shootoutLoss' | 'loss', string>;
  columns: Record<'position' | 'team' | 'played' | 'won' | 'lost' | 'goalDifference' | 'points', { short: string; full: string }>;
  announceBest: string;
  announceFormation: string;
  announceFull: string;
  announcePlaced: string;
  announceRemoved: string;
  announceReset: string;
  announceSeason: string;
  announceSelected: string;
  announceSwapped: string;
};

/** Closes a text's `{name}` holes with the values given; unknown holes stay as they are. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (hole, key: string) => (key in values ? String(values[key]) : hole));
}
