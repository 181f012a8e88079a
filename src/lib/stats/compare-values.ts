// Figures are compared as they are shown, so "62" finds the row that reads 62 %.
import type { ValueFormat } from '../../config/stat-pages';

const SHOWN_DECIMALS: Readonly<Record<ValueFormat, number>> = { integer: 0, decimal: 2, percent: 0 };

/** A stored value in the units and precision a visitor reads: ratios as whole percentages. */
export function toShownNumber(value: number, format: ValueFormat): number {
  const shown = format === 'percent' ? value * 100 : value;
  const scale = 10 ** SHOWN_DECIMALS[format];
  return Math.round(shown * scale) / scale;
}

/** Case and accents do not matter when a visitor looks for a name: "garcia" finds García. */
export function toSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();
}
