// A team's own colours behind text: the ink (black or white) is whichever reads better, so the
// hero passes WCAG contrast whatever the club chose.
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export type TeamPalette = { background: string; ink: string; stripe: string };

/** `#rrggbb` in lower case, or undefined for anything that is not a hex colour. */
export function toHexColour(value: string | undefined): string | undefined {
  const found = value ? HEX_COLOUR.exec(value.trim()) : null;
  if (!found?.[1]) return undefined;
  const digits = found[1].length === 3 ? [...found[1]].map((digit) => digit + digit).join('') : found[1];
  return `#${digits.toLowerCase()}`;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Pure black and white: on any background one of them reaches at least 4.58:1.
const INKS = ['#ffffff', '#000000'] as const;

/** The ink that reads best on the background. */
export function pickInk(background: string): string {
  return contrastRatio(background, INKS[0]) >= contrastRatio(background, INKS[1]) ? INKS[0] : INKS[1];
}

/** The league's own dark brand where the team has no usable colour. */
const FALLBACK_BACKGROUND = '#0b0f1a';

export function toTeamPalette(team: { firstColor?: string; secondColor?: string }): TeamPalette {
  const background = toHexColour(team.firstColor) ?? FALLBACK_BACKGROUND;
  const ink = pickInk(background);
  return { background, ink, stripe: toHexColour(team.secondColor) ?? ink };
}
