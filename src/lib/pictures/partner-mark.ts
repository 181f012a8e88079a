// A partner the data names without a logo file, drawn as a mark: its initials on a colour of its
// own (the same partner, the same colour), dark enough for white letters at 4.5:1.

export type PartnerMark = { letters: string; hue: number };

export function toPartnerMark(name: string): PartnerMark {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '').join('').toUpperCase() || '?';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return { letters, hue: hash % 360 };
}
