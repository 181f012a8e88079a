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

/**
 * The page colours a team or legend colour is drawn on, per scheme and for both editions: the
 * surface and card roles of src/styles/tokens.css and tokens-queens.css (its test keeps them in step).
 */
export const SCHEME_SURFACES = {
  light: ['#ffffff', '#f5f4f0', '#faf6fc'],
  dark: ['#0e0e0e', '#1a1a1a', '#130a19', '#201327'],
} as const satisfies Record<'light' | 'dark', readonly string[]>;

export type ColourScheme = keyof typeof SCHEME_SURFACES;

/** WCAG 2 AA: text needs 4.5:1 against what is behind it, lines, marks and borders 3:1 (1.4.11). */
export const MIN_CONTRAST = { text: 4.5, graphic: 3 } as const;

export type ColourUse = keyof typeof MIN_CONTRAST;

// Small enough that a colour is changed by little more than it must be.
const MIX_STEPS = 40;

function mixWith(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    return Math.round(value + (target - value) * amount).toString(16).padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

/**
 * The colour as it is where it already stands out from every surface of the scheme; otherwise
 * mixed toward black (light scheme) or white (dark scheme) by the least step that does, so the
 * club's hue is kept as far as contrast allows.
 */
export function toContrastingColour(colour: string, scheme: ColourScheme, use: ColourUse): string {
  const surfaces = SCHEME_SURFACES[scheme];
  const target = scheme === 'light' ? 0 : 255;
  const passes = (candidate: string) => surfaces.every((surface) => contrastRatio(candidate, surface) >= MIN_CONTRAST[use]);
  for (let step = 0; step <= MIX_STEPS; step += 1) {
    const candidate = mixWith(colour, target, step / MIX_STEPS);
    if (passes(candidate)) return candidate;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

export type SchemeColours = { light: string; dark: string };

/** A colour for each scheme, or undefined for anything that is not a hex colour. */
export function toSchemeColours(value: string | undefined, use: ColourUse): SchemeColours | undefined {
  const colour = toHexColour(value);
  if (!colour) return undefined;
  return { light: toContrastingColour(colour, 'light', use), dark: toContrastingColour(colour, 'dark', use) };
}
