// The card Worker (ADR 049): draws a share card's model into a 1200×630 PNG. Reached only by the
// page Worker's service binding (no route of its own); holds resvg's WebAssembly and the fonts so
// the page Worker carries neither.
import { initWasm } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import type { CardWorkerBindings, FetchEntry } from '../bindings';
import { cardModelSchema } from '../lib/card-model';
import { cardSvg } from './card-svg';
import { fetchCrestImage } from './crest-images';
import { createCardRenderer, type CardRenderer } from './renderer';
import regular from './fonts/DejaVuSans.ttf';
import bold from './fonts/DejaVuSans-Bold.ttf';

let renderer: Promise<CardRenderer> | undefined;

/** WebAssembly and fonts are set up by the first drawing of an isolate, then kept. */
function getRenderer(): Promise<CardRenderer> {
  renderer ??= initWasm(resvgWasm).then(() => createCardRenderer([new Uint8Array(regular), new Uint8Array(bold)]));
  return renderer;
}

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('A card is drawn from a POSTed model.', { status: 405, headers: { Allow: 'POST' } });
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return new Response('The model is not JSON.', { status: 400 });
    }
    const parsed = cardModelSchema().safeParse(body);
    if (!parsed.success) return new Response('Not a card model.', { status: 400 });
    const started = Date.now();
    const drawing = await getRenderer();
    const png = await drawing.render(cardSvg(parsed.data, drawing.measure), (href) => fetchCrestImage(href));
    return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png', 'Server-Timing': `draw;dur=${Date.now() - started}` } });
  },
} satisfies FetchEntry<CardWorkerBindings>;
