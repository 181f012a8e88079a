import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text';
import type { Measure } from './svg-text';

// A measure where every character is 0.6 of the size wide: enough to see the steps the fitting takes.
const monospace: Measure = (text, style) => [...text].length * style.size * 0.6;

describe('fitText', () => {
  it('keeps a text that fits at its size on one line', () => {
    expect(fitText('Porcinos FC', { maxWidth: 400, maxLines: 2, size: 40, minSize: 20, weight: 700 }, monospace)).toEqual({ lines: ['Porcinos FC'], style: { size: 40, weight: 700 } });
  });

  it('wraps at the largest size it can, shrinks a one-line text, and cuts nothing that fits', () => {
    expect(fitText('Deportivo Brasa', { maxWidth: 300, maxLines: 2, size: 40, minSize: 20, weight: 700 }, monospace)).toEqual({ lines: ['Deportivo', 'Brasa'], style: { size: 40, weight: 700 } });
    const shrunk = fitText('Deportivo Brasa', { maxWidth: 300, maxLines: 1, size: 40, minSize: 20, weight: 700 }, monospace);
    expect(shrunk.lines).toEqual(['Deportivo Brasa']);
    expect(shrunk.style.size).toBeLessThan(40);
    const wrapped = fitText('Club Deportivo Halcones Rojos de Medianoche', { maxWidth: 300, maxLines: 3, size: 40, minSize: 20, weight: 700 }, monospace);
    expect(wrapped.lines.length).toBeGreaterThan(1);
    expect(wrapped.lines.join(' ')).toBe('Club Deportivo Halcones Rojos de Medianoche');
  });

  it('never gives a line wider than its box, cutting with an ellipsis only past the smallest size and the last line', () => {
    const name = 'Bartholomew Alexander Montgomery-Smithsonian de la Vega Cruz'.padEnd(60, 'x');
    expect([...name]).toHaveLength(60);
    const fitted = fitText(name, { maxWidth: 300, maxLines: 2, size: 40, minSize: 20, weight: 700 }, monospace);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) expect(monospace(line, fitted.style)).toBeLessThanOrEqual(300);
    expect(fitted.lines.at(-1)!.endsWith('…')).toBe(true);
  });

  it('breaks a word longer than a line by its characters', () => {
    const fitted = fitText('x'.repeat(60), { maxWidth: 120, maxLines: 6, size: 20, minSize: 20, weight: 400 }, monospace);
    for (const line of fitted.lines) expect(monospace(line, fitted.style)).toBeLessThanOrEqual(120);
  });
});
