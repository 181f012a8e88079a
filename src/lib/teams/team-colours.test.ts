import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MIN_CONTRAST,
  SCHEME_SURFACES,
  contrastRatio,
  pickInk,
  relativeLuminance,
  toContrastingColour,
  toHexColour,
  toSchemeColours,
  toTeamPalette,
} from './team-colours';

describe('toHexColour', () => {
  it('normalises short and long hex colours', () => {
    expect(toHexColour('#E6007E')).toBe('#e6007e');
    expect(toHexColour('fa0')).toBe('#ffaa00');
  });

  it('refuses anything else, so nothing odd reaches a style attribute', () => {
    for (const value of [undefined, '', 'red', '#12345', 'url(x)', '#e6007e;background:url(x)']) {
      expect(toHexColour(value), String(value)).toBeUndefined();
    }
  });
});

describe('pickInk', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(pickInk('#0b0f1a')).toBe('#ffffff');
    expect(pickInk('#f5b700')).toBe('#000000');
  });

  it('reaches WCAG AA (4.5:1) on every grey from black to white', () => {
    for (let level = 0; level <= 255; level += 1) {
      const grey = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(grey, pickInk(grey)), grey).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches 4.5:1 on saturated club colours', () => {
    for (const colour of ['#e6007e', '#00857c', '#5b2c83', '#ff0000', '#00ff00', '#0000ff', '#ffb81c']) {
      expect(contrastRatio(colour, pickInk(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('toTeamPalette', () => {
  it('uses the first colour behind the text and the second as the stripe', () => {
    expect(toTeamPalette({ firstColor: '#e6007e', secondColor: '#2b2b2b' })).toEqual({
      background: '#e6007e', ink: '#000000', stripe: '#2b2b2b',
    });
  });

  it('falls back to the league’s dark brand without colours', () => {
    expect(toTeamPalette({})).toEqual({ background: '#0b0f1a', ink: '#ffffff', stripe: '#ffffff' });
  });
});

describe('toContrastingColour', () => {
  const CLUB_COLOURS = ['#000000', '#0b0f1a', '#ffffff', '#f5c542', '#ffeb3b', '#e6007e', '#00857c', '#5b2c83', '#ff0000', '#0000ff', '#808080'];

  it.each(['light', 'dark'] as const)('reaches AA against every %s surface, for text and for graphics', (scheme) => {
    for (const colour of CLUB_COLOURS) {
      for (const use of ['text', 'graphic'] as const) {
        const shown = toContrastingColour(colour, scheme, use);
        for (const surface of SCHEME_SURFACES[scheme]) {
          expect(contrastRatio(shown, surface), `${colour} ${use} on ${surface}`).toBeGreaterThanOrEqual(MIN_CONTRAST[use]);
        }
      }
    }
  });

  it('keeps a colour that already stands out', () => {
    expect(toContrastingColour('#0b0f1a', 'light', 'text')).toBe('#0b0f1a');
    expect(toContrastingColour('#f5c542', 'dark', 'text')).toBe('#f5c542');
  });

  it('darkens for light pages and lightens for dark ones, keeping the hue', () => {
    const onLight = toContrastingColour('#ffeb3b', 'light', 'graphic');
    const onDark = toContrastingColour('#1d1a6b', 'dark', 'graphic');
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#ffeb3b'));
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#1d1a6b'));
    // Yellow stays yellowish: red and green stay ahead of blue.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(onLight.slice(at, at + 2), 16)) as [number, number, number];
    expect(Math.min(r, g)).toBeGreaterThan(b);
  });

  it('asks more of text than of lines', () => {
    const line = toContrastingColour('#e6007e', 'dark', 'graphic');
    const text = toContrastingColour('#e6007e', 'dark', 'text');
    expect(relativeLuminance(text)).toBeGreaterThanOrEqual(relativeLuminance(line));
  });
});

describe('toSchemeColours', () => {
  it('gives one colour per scheme, or nothing for what is not a colour', () => {
    expect(toSchemeColours('#F5C542', 'graphic')).toEqual({ light: toContrastingColour('#f5c542', 'light', 'graphic'), dark: '#f5c542' });
    expect(toSchemeColours('url(x)', 'graphic')).toBeUndefined();
  });
});

describe('the surfaces team colours are measured against', () => {
  it('are the surface and card colours of the design tokens', () => {
    const tokens = ['tokens.css', 'tokens-queens.css']
      .map((file) => readFileSync(fileURLToPath(new URL(`../../styles/${file}`, import.meta.url)), 'utf8')).join('\n');
    const declared = (role: string, scheme: 0 | 1) =>
      [...tokens.matchAll(new RegExp(`--${role}: light-dark\\((#[0-9a-f]{6}), (#[0-9a-f]{6})\\)`, 'g'))].map((found) => found[scheme + 1]);
    const light = [...declared('surface', 0), ...declared('card', 0)];
    const dark = [...declared('surface', 1), ...declared('card', 1)];
    expect([...new Set(light)].sort()).toEqual([...SCHEME_SURFACES.light].sort());
    expect([...new Set(dark)].sort()).toEqual([...SCHEME_SURFACES.dark].sort());
  });
});
