import type { CSSProperties } from 'react';
import { toSchemeColours, type ColourUse } from '../lib/teams';

/**
 * A colour from the league's data (a club's, a legend's) as a pair of custom properties,
 * `--{name}` for light pages and `--{name}-dark` for dark ones, each with the contrast it needs
 * there; the stylesheet picks one with light-dark(). Undefined for a value that is not a colour.
 */
export function schemeColourStyle(name: 'team' | 'mark', value: string | undefined, use: ColourUse): CSSProperties | undefined {
  const colours = toSchemeColours(value, use);
  return colours && ({ [`--${name}`]: colours.light, [`--${name}-dark`]: colours.dark } as CSSProperties);
}
