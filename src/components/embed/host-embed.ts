// embed.js, the one line a partner puts on its page (issue 34): every `<script data-widget>` that
// loaded it becomes an iframe of the widget it names, in place, kept as tall as its content by the
// height the widget posts. Both ends check the other's origin: the widget posts only to the origin
// this page gave it, and this page takes heights only from the site that served this script, and
// only for a frame of its own (frame-heights.ts, ADR 051). Several widgets on one page, from one
// or several copies of this script, share one listener. Kept small: every partner page fetches it.
import { EMBED_PLACE_ATTRIBUTES, EMBED_ROOT } from '../../config/embed-frame';
import { fitFrame, frameRegistry } from './frame-heights';

const PLACE = new Set<string>(EMBED_PLACE_ATTRIBUTES);
const WORD = /^[a-z][a-z-]{0,30}$/;

/** The widget's address: its place in the path, its other data-* attributes as its options. */
export function widgetUrl(script: HTMLScriptElement, origin: string, hostOrigin: string, id: number): string | undefined {
  const { widget, region, lang } = script.dataset;
  if (!widget || !region || !lang || ![widget, region, lang].every((part) => WORD.test(part))) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(script.dataset)) {
    if (!PLACE.has(name) && value !== undefined) query.set(name, value);
  }
  const search = query.toString();
  const hash = new URLSearchParams({ origin: hostOrigin, id: String(id) });
  return `${origin}/${EMBED_ROOT}/${lang}/${region}/${widget}${search ? `?${search}` : ''}#${hash}`;
}

function insertWidgets(): void {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-widget][src]:not([data-embedded])');
  for (const script of scripts) {
    let origin: string;
    try {
      const source = new URL(script.src, location.href);
      if (!source.pathname.endsWith('/embed.js')) continue;
      origin = source.origin;
    } catch {
      continue;
    }
    const src = widgetUrl(script, origin, location.origin, frameRegistry().frames.length);
    script.dataset.embedded = '';
    if (!src) continue;
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = script.dataset.title ?? `${script.dataset.widget} · ${new URL(origin).host}`;
    // Links open the full site in a new tab; nothing else leaves the frame.
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    frame.setAttribute('style', 'display:block;width:100%;min-width:280px;height:160px;border:0;overflow:hidden');
    script.after(frame);
    fitFrame(frame, origin);
  }
}

insertWidgets();
// A script in the head runs before the body's widget tags exist: look again once they do.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insertWidgets);
