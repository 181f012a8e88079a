// The host page's end of the sizing (ADR 051): frames of widgets kept as tall as their content.
// A height is taken only from the site that serves the widget (the message's origin) and only for
// a frame registered here (the message's source window), so no other frame or site can resize
// one. One listener per page, however many copies of embed.js register; each registers its frame
// before the frame loads, so no height is missed.
import { EMBED_HEIGHT_MESSAGE, EMBED_HEIGHT_RANGE } from '../../config/embed-frame';

type Framed = { frame: HTMLIFrameElement; origin: string };
type Registry = { frames: Framed[]; listening?: boolean };

const REGISTRY_KEY = '__klEmbed';

/** The page's one registry of widget frames, shared by every copy of the script on it. */
export function frameRegistry(): Registry {
  const holder: Record<string, Registry | undefined> = window as typeof window & Record<string, Registry | undefined>;
  return (holder[REGISTRY_KEY] ??= { frames: [] });
}

function onHeight(event: MessageEvent): void {
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || data.type !== EMBED_HEIGHT_MESSAGE || typeof data.height !== 'number') return;
  const found = frameRegistry().frames.find(({ frame, origin }) => frame.contentWindow === event.source && origin === event.origin);
  if (!found) return;
  const height = Math.round(Math.min(Math.max(data.height, EMBED_HEIGHT_RANGE.min), EMBED_HEIGHT_RANGE.max));
  found.frame.style.height = `${height}px`;
}

/** Keeps `frame` (a widget served from `origin`) as tall as the height it posts. */
export function fitFrame(frame: HTMLIFrameElement, origin: string): void {
  const registry = frameRegistry();
  registry.frames.push({ frame, origin });
  if (!registry.listening) {
    registry.listening = true;
    addEventListener('message', onHeight);
  }
}
