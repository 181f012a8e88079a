// Section 9: statistics show their top three, and some codes rank goalkeepers only.
import type { PlayerRole } from '../types';

export const TOP_SLICE_SIZE = 3;

/** Goals conceded and saves mean nothing for outfield players. */
export const GOALKEEPER_ONLY_CODES = ['GOL-S', 'PRT'] as const satisfies readonly string[];

export function topSlice<T>(entries: readonly T[], size: number = TOP_SLICE_SIZE): T[] {
  return entries.slice(0, Math.max(0, size));
}

export function isGoalkeeperOnlyCode(code: string): boolean {
  return (GOALKEEPER_ONLY_CODES as readonly string[]).includes(code);
}

/** For goalkeeper-only codes keeps goalkeepers alone; other codes keep everyone. */
export function keepEligiblePlayers<T extends { player: { role: PlayerRole } }>(code: string, entries: readonly T[]): T[] {
  return isGoalkeeperOnlyCode(code) ? entries.filter((entry) => entry.player.role === 'goalkeeper') : [...entries];
}
