import { describe, expect, it } from 'vitest';
import { contrastRatio, pickInk, toHexColour, toTeamPalette } from './team-colours';

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
