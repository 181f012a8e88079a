// What a page read from the cache carries (ADR 047): a banner in the page's language saying it is
// the copy kept at a given time, with a retry, and live badges that say the same time instead of
// claiming to be live. Written into the kept HTML before `</body>`: React skips an element it did
// not render there when it hydrates. A script written after it reloads the copy when the network
// returns (ADR 073): only a kept copy needs it, so the worker carries it and not every page.
import { escapeHtml } from './escape-html';
import type { WorkerWords } from './offline-texts';

/** The attribute the page's script and the tests find a kept copy by. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The kept time as the fan's clock shows it, in the page's language. */
export function keptTime(keptAt: number, tag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone }).format(keptAt);
}

export function offlineBanner(words: WorkerWords, time: string): string {
  const style =
    'position:fixed;inset-inline:0;inset-block-end:0;z-index:2000;display:flex;flex-wrap:wrap;gap:.25em 1em;justify-content:center;' +
    'align-items:center;margin:0;padding:.6em 1em;background:#121212;color:#fff;font:600 1rem/1.4 system-ui,sans-serif';
  // Raw text inside <style>: only what a clock is written with.
  const live = ` · ${time}`.replace(/[^\p{L}\p{N}:.· \u202f]/gu, '');
  return (
    `<aside ${OFFLINE_COPY_ATTRIBUTE} aria-label="${escapeHtml(words.say('offline.title'))}" lang="${words.tag}" dir="${words.dir}" style="${style}">` +
    `<p role="status" style="margin:0">${escapeHtml(words.say('offline.banner', { time }))}</p>` +
    `<a href="" style="color:#ffd766;text-decoration:underline">${escapeHtml(words.say('offline.retry'))}</a></aside>` +
    // A kept score is not live: its badge turns grey and says when it was kept.
    `<style>.badge--live{background:#595959!important;color:#fff!important}.badge--live::after{content:"${live}"}</style>`
  );
}

/**
 * The kept copy's return to the network (src/lib/site-app/kept-copy-return.ts, as the build bundles
 * it), run under the replay's nonce as the page's own scripts are (ADR 055). The build refuses a
 * text that would close the element.
 */
export function keptCopyReturnScript(source: string, nonce: string): string {
  return `<script nonce="${escapeHtml(nonce)}">${source}</script>`;
}

/** The kept page with its banner. */
export function withOfflineBanner(html: string, banner: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + banner : html.slice(0, end) + banner + html.slice(end);
}
