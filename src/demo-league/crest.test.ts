import { describe, expect, it } from 'vitest';
import { renderCrestSvg } from './crest';

describe('renderCrestSvg', () => {
  const team = { id: 7, shortName: 'HRO', firstColor: '#7a0019', secondColor: '#f0e6d2', isPlaceholder: false };

  it('draws the same crest for the same team, with its letters and colours', () => {
    const svg = renderCrestSvg(team);
    expect(svg).toBe(renderCrestSvg(team));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>HRO</text>');
    expect(svg).toContain('#7a0019');
  });

  it('never lets a name or colour break out of the markup', () => {
    const svg = renderCrestSvg({ ...team, shortName: '<s>', firstColor: '"red', secondColor: null });
    expect(svg).not.toContain('<s>');
    expect(svg).not.toContain('"red');
  });
});
