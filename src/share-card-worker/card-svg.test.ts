import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardModelSchema, type CardModel } from '../lib/card-model';
import { cardSvg } from './card-svg';
import { nodeCardRenderer, SAMPLE_CARDS } from './testing';

const ARTIFACTS = 'tests/.artifacts/cards/unit';

describe('cardSvg drawn by resvg', () => {
  for (const [kind, model] of Object.entries(SAMPLE_CARDS)) {
    it(`draws a ${kind} card as a 1200×630 PNG of at most 150 KB`, async () => {
      const renderer = await nodeCardRenderer();
      expect(cardModelSchema().safeParse(model).success).toBe(true);
      const png = await renderer.render(cardSvg(model as CardModel, renderer.measure), async () => undefined);
      expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
      const view = new DataView(png.buffer, png.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
      expect(png.byteLength).toBeLessThanOrEqual(150 * 1024);
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(`${ARTIFACTS}/${kind}.png`, png);
    });
  }
});
