// The card renderer in Node, for the tests and the bench: the same WebAssembly and fonts the
// card Worker bundles, read from the disk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { initWasm } from '@resvg/resvg-wasm';
import type { CardModel } from '../lib/card-model';
import { createCardRenderer, type CardRenderer } from './renderer';

const require = createRequire(import.meta.url);
let ready: Promise<CardRenderer> | undefined;

export function nodeCardRenderer(): Promise<CardRenderer> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).then(() =>
    createCardRenderer(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => readFileSync(fileURLToPath(new URL(`./fonts/${file}`, import.meta.url))))),
  );
  return ready;
}

const THEME = { background: '#0a0a0a', panel: '#1f1f1f', accent: '#f5c542', ink: '#ffffff', muted: '#bdbdbd' };
const CREST = {
  kind: 'drawn', outline: 'M64 6 L116 20 V62 C116 94 92 114 64 124 C36 114 12 94 12 62 V20 Z', band: 'M0 96 L128 32 V52 L0 116 Z',
  first: '#cc2233', second: '#ffffff', ink: '#ffffff', letters: 'POR',
} as const;

/** A card of each kind, in English, with texts as the page Worker writes them. */
export const SAMPLE_CARDS = {
  match: { design: 1, dir: 'ltr', lang: 'en', theme: THEME, brand: 'Kings League Spain', kind: 'match', home: { name: 'Porcinos FC', crest: CREST }, away: { name: 'Saiyans FC', crest: CREST }, centre: '3–1', detail: '(4–3 on penalties)', status: { text: 'LIVE 23′', live: true }, caption: 'Season 4 · Matchday 5' },
  player: { design: 1, dir: 'ltr', lang: 'en', theme: THEME, brand: 'Kings League Spain', kind: 'player', name: 'Iker Casado', number: '10', position: 'Forward', team: { name: 'Porcinos FC', crest: CREST }, colours: { first: '#cc2233', second: '#ffffff' }, stats: [{ label: 'Goals', value: '12' }, { label: 'Assists', value: '7' }, { label: 'MVP awards', value: '2' }] },
  team: { design: 1, dir: 'ltr', lang: 'en', theme: THEME, brand: 'Kings League Spain', kind: 'team', name: 'Porcinos FC', crest: CREST, standing: '3rd in the table · 18 points', formLabel: 'Last five', form: [{ outcome: 'win', letter: 'W' }, { outcome: 'loss', letter: 'L' }, { outcome: 'win', letter: 'W' }, { outcome: 'draw', letter: 'D' }, { outcome: 'win', letter: 'W' }] },
  table: { design: 1, dir: 'ltr', lang: 'en', theme: THEME, brand: 'Kings League Spain', kind: 'table', title: 'Tables', pointsLabel: 'Pts', rows: [1, 2, 3, 4, 5, 6].map((n) => ({ position: String(n), name: `Team ${n} FC`, points: String(30 - n * 3), crest: CREST })) },
} as const satisfies Record<CardModel['kind'], CardModel>;
