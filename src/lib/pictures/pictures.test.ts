import { describe, expect, it } from 'vitest';
import { isLoadableImage, toCrestShape, toKitShape, toPartnerMark } from '.';

describe('toCrestShape', () => {
  const team = { id: 7, shortName: 'hro', firstColor: '#7A0019', secondColor: '#f0e6d2' };

  it('draws a club in its own colours, with its letters, the same every time', () => {
    const shape = toCrestShape(team);
    expect(shape).toEqual(toCrestShape(team));
    expect(shape).toMatchObject({ first: '#7a0019', second: '#f0e6d2', ink: '#ffffff', letters: 'HRO' });
  });

  it('gives clubs different shapes by id', () => {
    expect(toCrestShape({ ...team, id: 1 }).outline).not.toBe(toCrestShape({ ...team, id: 2 }).outline);
  });

  it('never lets a colour that is not a plain hex reach the drawing', () => {
    const shape = toCrestShape({ ...team, firstColor: '"red', secondColor: 'url(#x)' });
    expect(shape.first).toMatch(/^#[0-9a-f]{6}$/);
    expect(shape.second).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('toKitShape', () => {
  it('puts the shirt in the first colour, the trim in the second and the number in the ink that reads on the shirt', () => {
    expect(toKitShape({ firstColor: '#F5C542', secondColor: '#0a0a0a' }, 9)).toEqual({ shirt: '#f5c542', trim: '#0a0a0a', ink: '#000000', number: '9' });
  });

  it('has no number without a jersey, and a neutral shirt without colours', () => {
    const kit = toKitShape({});
    expect(kit.number).toBe('');
    expect(kit.shirt).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('toPartnerMark', () => {
  it('takes the initials of the first two words and keeps one colour per partner', () => {
    expect(toPartnerMark('Polar Grid Energy').letters).toBe('PG');
    expect(toPartnerMark('Tidal Stream').hue).toBe(toPartnerMark('Tidal Stream').hue);
    expect(toPartnerMark('Tidal Stream').hue).not.toBe(toPartnerMark('Polar Grid Energy').hue);
  });
});

describe('isLoadableImage', () => {
  it('loads https pictures and the site’s own paths, nothing else', () => {
    expect(isLoadableImage('https://cdn.example/a.png')).toBe(true);
    expect(isLoadableImage('/img/a.png')).toBe(true);
    expect(isLoadableImage('//evil.example/a.png')).toBe(false);
    expect(isLoadableImage('javascript:alert(1)')).toBe(false);
    expect(isLoadableImage(undefined)).toBe(false);
  });
});
