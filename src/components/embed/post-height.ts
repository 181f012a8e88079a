// The widget's end of the sizing (ADR 051): its height, posted to the page that framed it whenever
// the content's size changes, so the frame never needs a scrollbar. Only to the host page's
// origin: the browser's own word for it where it gives one (ancestorOrigins), else the one
// embed.js wrote in the address's fragment (never sent to the server, so every host page shares
// one cached widget). A plain iframe snippet gives neither in some browsers and keeps its height.
import { EMBED_HEIGHT_MESSAGE } from '../../config/embed-frame';

function hostOrigin(fragment: URLSearchParams): string | undefined {
  const fromBrowser = location.ancestorOrigins?.[0];
  if (fromBrowser && fromBrowser !== 'null') return fromBrowser;
  const given = fragment.get('origin');
  try {
    return given ? new URL(given).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Posts the content's height now and on every change of it; nothing when not framed. */
export function postHeight(content: HTMLElement): void {
  if (window.parent === window) return;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const origin = hostOrigin(fragment);
  if (!origin) return;
  const id = fragment.get('id');
  let last = -1;
  const post = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, id, height }, origin);
  };
  new ResizeObserver(post).observe(content);
  post();
}
