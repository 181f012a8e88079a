// A page's stylesheets travel in its HTML once. Server components render each one as an empty
// `<style data-href="id">` (React hoists the features' into the head) and the page's payload
// carries only the id; here, at the edge, each element gets the text of the stylesheets it names,
// so the first paint still needs no request of its own (docs/decisions/022-stylesheets-once.md).
import type { MiddlewareHandler } from 'hono';
import { isPagePath } from '../config/pipeline';
import { promiseStylesheetsAtTheEdge } from '../lib/page/stylesheet-delivery';
import { STYLESHEETS } from '../styles/stylesheets';
import { getHtmlRewriter } from './html-rewriter';

export type InlineStylesheetsOptions = {
  /** The stylesheets by id, as text. */
  stylesheets?: Readonly<Record<string, string>>;
};

const CLOSES_STYLE = /<\/style/i;

/** The text of the stylesheets an element names (React joins several with spaces), or undefined if one is unknown. */
export function stylesheetText(stylesheets: Readonly<Record<string, string>>, names: string): string | undefined {
  const ids = names.split(/\s+/).filter(Boolean);
  if (ids.length === 0 || !ids.every((id) => Object.hasOwn(stylesheets, id))) return undefined;
  return ids.map((id) => stylesheets[id]).join('\n');
}

/** Writes the text of every stylesheet a page names into its HTML; only where it can rewrite HTML. */
export function inlineStylesheets(options: InlineStylesheetsOptions = {}): MiddlewareHandler {
  const stylesheets = options.stylesheets ?? STYLESHEETS;
  for (const [id, css] of Object.entries(stylesheets)) {
    // Written as raw text inside <style>: a closing tag would end the element early.
    if (CLOSES_STYLE.test(css)) throw new Error(`stylesheet ${id} contains "</style"`);
  }
  return async (c, next) => {
    const Rewriter = getHtmlRewriter();
    // Without a rewriter (unit tests outside workerd), pages carry their stylesheets themselves.
    if (!Rewriter || !isPagePath(new URL(c.req.url).pathname)) return next();
    promiseStylesheetsAtTheEdge();
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const rewriter = new Rewriter().on('style[data-href]', {
      element(element) {
        const css = stylesheetText(stylesheets, element.getAttribute('data-href') ?? '');
        if (css !== undefined) element.setInnerContent(css, { html: true });
      },
    });
    c.res = rewriter.transform(new Response(c.res.body, c.res));
  };
}
