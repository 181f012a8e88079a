// The season's position legend (metaInformation.position_legend): which colour marks which
// places and what they lead to. A standings row may carry its own mark; otherwise its rank decides.
import type { LegendEntry, LegendMark } from '../types';

/** `"1-8"` → [1, 8], `"12"` → [12, 12]; undefined for anything else. */
export function parsePlacement(placement: string): [number, number] | undefined {
  const found = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(placement);
  if (!found) return undefined;
  const first = Number(found[1]);
  const last = found[2] === undefined ? first : Number(found[2]);
  return first <= last ? [first, last] : [last, first];
}

/** `"1-8"` → `"1–8"`, as positions are written. */
export function formatPlacement(placement: string): string {
  const range = parsePlacement(placement);
  if (!range) return placement;
  return range[0] === range[1] ? String(range[0]) : `${range[0]}–${range[1]}`;
}

const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The legend entry for a row: by its own mark (placement, then colour), else by its rank. */
export function findLegendEntry(
  entries: readonly LegendEntry[],
  rank: number,
  mark?: LegendMark,
): LegendEntry | undefined {
  if (mark) {
    const byMark =
      entries.find((entry) => entry.placement === mark.placement && sameColour(entry.color, mark.color)) ??
      entries.find((entry) => entry.placement === mark.placement) ??
      entries.find((entry) => sameColour(entry.color, mark.color));
    return byMark ?? { ...mark };
  }
  return entries.find((entry) => {
    const range = parsePlacement(entry.placement);
    return range !== undefined && rank >= range[0] && rank <= range[1];
  });
}
