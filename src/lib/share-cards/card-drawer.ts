// The page Worker's one call to the card Worker (ADR 049), through its service binding: the model
// out, a PNG back. Drawings of the same card asked at once in this isolate share one call.
import type { CardModel } from '../card-model';

/** The part of a service binding this uses. */
export type CardService = { fetch(request: Request): Promise<Response> };

export function cardServiceOf(bindings: Record<string, unknown> | undefined): CardService | undefined {
  const service = bindings?.CARDS as Partial<CardService> | undefined;
  return typeof service?.fetch === 'function' ? (service as CardService) : undefined;
}

const drawing = new Map<string, Promise<Uint8Array | undefined>>();

/** The card as a PNG, or undefined when the card Worker is absent or refuses it. */
export function drawCard(service: CardService, key: string, model: CardModel): Promise<Uint8Array | undefined> {
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const answer = await service.fetch(
          new Request('https://card-worker.internal/draw', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(model) }),
        );
        if (!answer.ok || answer.headers.get('Content-Type') !== 'image/png') return undefined;
        return new Uint8Array(await answer.arrayBuffer());
      } catch {
        return undefined;
      }
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
