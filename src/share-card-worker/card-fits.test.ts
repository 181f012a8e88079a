// Every text of a card stays inside it, a 60-character name too, in English and in Arabic: each
// text element of the drawn SVG is measured by resvg itself, as it is shaped and laid out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-wasm';
import { describe, expect, it } from 'vitest';
import { cardModelSchema, type CardModel } from '../lib/card-model';
import { cardSvg } from './card-svg';
import { FONT_FAMILY } from './svg-text';
import { nodeCardRenderer, SAMPLE_CARDS } from './testing';

const LATIN_60 = 'Maximiliano Bartholomew Montgomery-Smithsonian de la Vega Cr';
const ARABIC_60 = 'عبد الرحمن محمد عبد الله الحسيني القرشي الهاشمي بن عبد المطل';

function longNamed(model: CardModel, name: string, dir: 'ltr' | 'rtl'): CardModel {
  const base = { ...model, dir, lang: dir === 'rtl' ? 'ar' : 'en' } as CardModel;
  if (base.kind === 'match') return { ...base, home: { ...base.home, name }, away: { ...base.away, name } };
  if (base.kind === 'player') return { ...base, name, ...(base.team && { team: { ...base.team, name } }) };
  if (base.kind === 'team') return { ...base, name };
  return { ...base, rows: base.rows.map((row) => ({ ...row, name })) };
}

/** The box resvg draws each <text> of the card in. */
async function textBoxes(svg: string) {
  await nodeCardRenderer();
  const fonts = (await import('node:fs')).readFileSync;
  const fontBuffers = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => fonts(new URL(`./fonts/${file}`, import.meta.url)));
  return [...svg.matchAll(/<text [^>]*>[^<]*<\/text>/g)].map(([element]) => {
    const alone = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${element}</svg>`, { font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } });
    const box = alone.getBBox();
    alone.free();
    return { element, box: box && { x: box.x, y: box.y, right: box.x + box.width, bottom: box.y + box.height } };
  });
}

describe('a card with 60-character names', () => {
  for (const [kind, model] of Object.entries(SAMPLE_CARDS)) {
    for (const [dir, name] of [['ltr', LATIN_60], ['rtl', ARABIC_60]] as const) {
      it(`keeps every text of a ${kind} card inside it (${dir})`, async () => {
        expect([...name]).toHaveLength(60);
        const card = longNamed(model as CardModel, name, dir);
        expect(cardModelSchema().safeParse(card).success).toBe(true);
        const renderer = await nodeCardRenderer();
        const svg = cardSvg(card, renderer.measure);
        // Kept for review beside the other cards (tests/.artifacts is not committed).
        mkdirSync('tests/.artifacts/cards/unit', { recursive: true });
        writeFileSync(`tests/.artifacts/cards/unit/long-${kind}-${dir}.png`, await renderer.render(svg, async () => undefined));
        const boxes = await textBoxes(svg);
        expect(boxes.length).toBeGreaterThan(3);
        for (const { element, box } of boxes) {
          expect(box, element).toBeDefined();
          expect(box!.x, element).toBeGreaterThanOrEqual(20);
          expect(box!.right, element).toBeLessThanOrEqual(1180);
          expect(box!.y, element).toBeGreaterThanOrEqual(0);
          expect(box!.bottom, element).toBeLessThanOrEqual(630);
        }
      });
    }
  }
});
