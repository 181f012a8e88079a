import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIN_SIDE_DISTANCE, hexToRgb, sideDistance, toSideColours } from './side-colours';
import { MIN_CONTRAST, SCHEME_SURFACES, contrastRatio, type ColourScheme } from './team-colours';

const SCHEMES = ['light', 'dark'] as const;

/** Each side at 3:1 against every page colour of the scheme, and the two far enough apart. */
function expectDrawable(pair: { home: string; away: string }, scheme: ColourScheme, what: string) {
  for (const side of [pair.home, pair.away]) {
    for (const surface of SCHEME_SURFACES[scheme]) {
      expect(contrastRatio(side, surface), `${what}: ${side} on ${surface}`).toBeGreaterThanOrEqual(MIN_CONTRAST.graphic);
    }
  }
  expect(sideDistance(hexToRgb(pair.home), hexToRgb(pair.away)), `${what}: ${pair.home} from ${pair.away}`).toBeGreaterThanOrEqual(MIN_SIDE_DISTANCE);
}

describe('sideDistance', () => {
  it('is about 1 from black to white, 0 for one colour, and small for two blues', () => {
    expect(sideDistance([0, 0, 0], [255, 255, 255])).toBeCloseTo(1, 2);
    expect(sideDistance([12, 34, 56], [12, 34, 56])).toBe(0);
    expect(sideDistance(hexToRgb('#0033a0'), hexToRgb('#0057b8'))).toBeLessThan(MIN_SIDE_DISTANCE);
    expect(sideDistance(hexToRgb('#0057b8'), hexToRgb('#d50032'))).toBeGreaterThan(MIN_SIDE_DISTANCE);
  });
});

describe('toSideColours', () => {
  it('keeps two clubs that stand apart in their own colours, made to hold 3:1 in each scheme', () => {
    const sides = toSideColours('#0057b8', '#D50032');
    for (const scheme of SCHEMES) {
      expect(sides[scheme], scheme).toBeDefined();
      expectDrawable(sides[scheme]!, scheme, scheme);
    }
    expect(sides.light).toEqual({ home: '#0057b8', away: '#d50032' });
  });

  it('leaves a scheme to the edition’s pair where the clubs’ colours come out too close', () => {
    expect(toSideColours('#0033a0', '#0057b8')).toEqual({ light: undefined, dark: undefined });
    // Purple and dark blue part on a light page; lightened for a dark one they come too close.
    const sides = toSideColours('#0033a0', '#6d2077');
    expect(sides.light).toBeDefined();
    expect(sides.dark).toBeUndefined();
  });

  it('draws the edition’s pair for a club without a usable colour', () => {
    expect(toSideColours(undefined, '#d50032')).toEqual({ light: undefined, dark: undefined });
    expect(toSideColours('#d50032', 'url(x)')).toEqual({ light: undefined, dark: undefined });
  });
});

describe('the editions’ own pairs (the design tokens)', () => {
  const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../styles/${file}`, import.meta.url)), 'utf8');
  // The men's values are the defaults (tokens.css); the women's override some of them.
  const EDITIONS = { kings: read('tokens.css'), queens: read('tokens.css') + read('tokens-queens.css') };
  /** A token's last value in the edition's files, with its light and dark sides. */
  function token(css: string, name: string): [string, string] {
    const values = [...css.matchAll(new RegExp(`--${name}: ([^;]+);`, 'g'))].map((found) => found[1]!);
    const value = values.at(-1) ?? '';
    const pair = /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(value);
    if (pair) return [pair[1]!, pair[2]!];
    expect(value, name).toMatch(/^#[0-9a-f]{6}$/);
    return [value, value];
  }

  it('are the strong colour (the brand on light pages, the accent on dark ones) and a colour of their own', () => {
    for (const css of Object.values(EDITIONS)) {
      expect(css).toContain('--side-home: var(--strong);');
      expect(css).toContain('--strong: light-dark(var(--brand), var(--accent));');
    }
  });

  it.each(Object.entries(EDITIONS).flatMap(([edition, css]) => SCHEMES.map((scheme, index) => [edition, scheme, css, index] as const)))(
    '%s: hold 3:1 on every %s surface and stand apart',
    (edition, scheme, css, index) => {
      const home = [token(css, 'brand')[0], token(css, 'accent')[0]][index]!;
      const away = token(css, 'side-away')[index]!;
      expectDrawable({ home, away }, scheme, edition);
    },
  );
});
