// The page Worker's one call to the card Worker (ADR 049), through its service binding: the model
// out, a PNG back. Drawings of the same card asked at once in this isolate share one call.
import type { CardModel } from '../card-model';

/** The part of a service binding this uses. */
export type CardService = { fetch(request: Request): Promise<Response> };

export function cardServiceOf(bindings: Record<string, unknown> | undefined): CardService | undefined {
  const service = bindings?.CARDS as Partial<CardService> | undefined;
  return typeof service?.fetch === 'function' ? (service as CardService) : undefined;
}

/** A drawing: the PNG and how long the card Worker says it took (its Server-Timing). */
export type CardDrawing = { png: Uint8Array; drawMs?: number };

/** No drawing: the draws of the minute are spent (ADR 056). */
export const OVER_CEILING = 'over ceiling';

type Drawn = CardDrawing | typeof OVER_CEILING | undefined;
const drawing = new Map<string, Promise<Drawn>>();

/**
 * The card as a PNG, or undefined when the card Worker is absent or refuses it, or OVER_CEILING
 * when `mayDraw` says no. `shared`: this request waited for a drawing another request of the
 * isolate had asked for. `mayDraw` is asked once per drawing, by the request that starts it, so a
 * thousand crawlers waiting on one card count as one draw.
 */
export async function drawCard(
  service: CardService,
  key: string,
  model: CardModel,
  mayDraw: () => Promise<boolean> = async () => true,
): Promise<(CardDrawing & { shared: boolean }) | typeof OVER_CEILING | undefined> {
  const pending = drawing.get(key);
  if (pending) {
    const drawn = await pending;
    return typeof drawn === 'object' ? { ...drawn, shared: true } : drawn;
  }
  const started = (async (): Promise<Drawn> => {
    if (!(await mayDraw())) return OVER_CEILING;
    try {
      const answer = await service.fetch(
        new Request('https://card-worker.internal/draw', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(model) }),
      );
      if (!answer.ok || answer.headers.get('Content-Type') !== 'image/png') return undefined;
      const drawMs = Number(/draw;dur=([\d.]+)/.exec(answer.headers.get('Server-Timing') ?? '')?.[1]);
      return { png: new Uint8Array(await answer.arrayBuffer()), ...(Number.isFinite(drawMs) && { drawMs }) };
    } catch {
      return undefined;
    }
  })().finally(() => drawing.delete(key));
  drawing.set(key, started);
  const drawn = await started;
  return typeof drawn === 'object' ? { ...drawn, shared: false } : drawn;
}
