// Section 5 per-route exclusions: the page is a 404 in the contexts listed against its key.
import type { EditionId } from './editions';

/**
 * How the specification's context names map to editions and regions. Every bare region name
 * means the men's edition; `queens` is the whole women's edition.
 */
export const CONTEXT_NAMES = {
  kings: { edition: 'kings' },
  queens: { edition: 'queens' },
  spain: { edition: 'kings', region: 'espana' },
  americas: { edition: 'kings', region: 'americas' },
  italy: { edition: 'kings', region: 'italia' },
  brazil: { edition: 'kings', region: 'brazil' },
  france: { edition: 'kings', region: 'france' },
  germany: { edition: 'kings', region: 'germany' },
  mena: { edition: 'kings', region: 'mena' },
  'world-cup': { edition: 'kings', region: 'world-cup' },
  nations: { edition: 'kings', region: 'kwc-nations' },
  'king-of-kings-nations': { edition: 'kings', region: 'king-of-kings' },
  'queens-americas': { edition: 'queens', region: 'americas' },
} as const satisfies Record<string, { edition: EditionId; region?: string }>;

export type ContextName = keyof typeof CONTEXT_NAMES;

type Exclusion = { only: readonly ContextName[] } | { allExcept: readonly ContextName[] };

const KING_OF_KINGS_ONLY = ['king-of-kings-nations'] as const;
const NOT_SPAIN_OR_MEXICO_TICKETS = [
  'americas', 'world-cup', 'italy', 'queens-americas', 'nations', 'king-of-kings-nations',
  'brazil', 'france', 'germany', 'mena',
] as const;
const WORLD_CUPS_ONLY = [
  'americas', 'spain', 'queens', 'italy', 'king-of-kings-nations', 'brazil', 'france', 'germany', 'mena',
] as const;

export const ROUTE_EXCLUSIONS = {
  faqs: {
    only: [
      'americas', 'world-cup', 'italy', 'queens', 'nations', 'king-of-kings-nations',
      'brazil', 'france', 'germany', 'mena',
    ],
  },
  legends: { only: ['queens'] },
  stores: { only: ['queens'] },
  draft: { only: ['world-cup', 'nations', 'king-of-kings-nations', 'germany', 'mena'] },
  teams: { only: KING_OF_KINGS_ONLY },
  tables: { only: KING_OF_KINGS_ONLY },
  matches: { only: KING_OF_KINGS_ONLY },
  stats: { only: KING_OF_KINGS_ONLY },
  mvp: { only: KING_OF_KINGS_ONLY },
  cards: { only: KING_OF_KINGS_ONLY },
  shots: { only: KING_OF_KINGS_ONLY },
  regulation: { only: KING_OF_KINGS_ONLY },
  mercato: {
    only: [
      'world-cup', 'nations', 'king-of-kings-nations', 'brazil', 'italy', 'americas',
      'france', 'germany', 'mena',
    ],
  },
  tickets: { only: NOT_SPAIN_OR_MEXICO_TICKETS },
  'tier-list': { only: WORLD_CUPS_ONLY },
  tournament: { only: WORLD_CUPS_ONLY },
  finalissima: { only: ['kings'] },
  'contact-us': { only: ['italy', 'king-of-kings-nations', 'france', 'germany', 'mena'] },
  goals: { only: NOT_SPAIN_OR_MEXICO_TICKETS },
  'tables-kwcc': { allExcept: KING_OF_KINGS_ONLY },
} as const satisfies Record<string, Exclusion>;

export type ExclusionKey = keyof typeof ROUTE_EXCLUSIONS;

function contextApplies(name: ContextName, edition: EditionId, region: string | undefined): boolean {
  const context: { edition: EditionId; region?: string } = CONTEXT_NAMES[name];
  if (context.edition !== edition) return false;
  return context.region === undefined || context.region === region;
}

/** True when the key's exclusion list removes the page for this edition and region. */
export function isExcluded(key: ExclusionKey, edition: EditionId, region: string | undefined): boolean {
  const exclusion: Exclusion = ROUTE_EXCLUSIONS[key];
  if ('allExcept' in exclusion) {
    return !exclusion.allExcept.some((name) => contextApplies(name, edition, region));
  }
  return exclusion.only.some((name) => contextApplies(name, edition, region));
}
