// The two sides of a match drawn against each other (the statistics' bars): each side in its
// club's colour where, in that scheme, both reach 3:1 against the page and stand clearly apart;
// otherwise that scheme keeps the edition's pair (--side-home and --side-away, design tokens).
import { toContrastingColour, toHexColour, type ColourScheme } from './team-colours';

/**
 * How far apart two sides' colours must be, as a distance in OKLab (0 the same colour, about 1
 * black to white): 0.15 tells a club's red from its rival's orange at a glance, where two blues or
 * two near-blacks fall short.
 */
export const MIN_SIDE_DISTANCE = 0.15;

type Rgb = readonly [number, number, number];

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** A colour in OKLab (Björn Ottosson's matrices), from 0–255 sRGB channels. */
function toOklab([red, green, blue]: Rgb): Rgb {
  const [r, g, b] = [red, green, blue].map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** The distance between two colours as the eye judges it (OKLab), from 0–255 sRGB channels. */
export function sideDistance(a: Rgb, b: Rgb): number {
  const [x, y] = [toOklab(a), toOklab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

const channel = (hex: string, start: number) => parseInt(hex.slice(start, start + 2), 16);
export const hexToRgb = (hex: string): Rgb => [channel(hex, 1), channel(hex, 3), channel(hex, 5)];

export type SidePair = { home: string; away: string };

/** Per scheme, the clubs' pair where it passes, or undefined where the edition's pair is drawn. */
export type SideColours = Record<ColourScheme, SidePair | undefined>;

/** The two clubs' first colours as each scheme can draw them side by side. */
export function toSideColours(home: string | undefined, away: string | undefined): SideColours {
  const [homeHex, awayHex] = [toHexColour(home), toHexColour(away)];
  const inScheme = (scheme: ColourScheme): SidePair | undefined => {
    if (!homeHex || !awayHex) return undefined;
    const pair = { home: toContrastingColour(homeHex, scheme, 'graphic'), away: toContrastingColour(awayHex, scheme, 'graphic') };
    return sideDistance(hexToRgb(pair.home), hexToRgb(pair.away)) >= MIN_SIDE_DISTANCE ? pair : undefined;
  };
  return { light: inScheme('light'), dark: inScheme('dark') };
}
