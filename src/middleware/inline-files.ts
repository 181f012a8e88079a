// A page's inline files (its stylesheets, the head's scripts) travel in its HTML once. Server
// components render each as an empty element that names it, `<style data-href="id">` (React
// hoists the features' into the head) or `<script data-inline="id">`, and the page's payload
// carries only the name; here, at the edge, each element gets the text it names, so the first
// paint still needs no request of its own (docs/decisions/022-stylesheets-once.md).
import type { MiddlewareHandler } from 'hono';
import { INLINE_SCRIPTS } from '../components/shell/inline-scripts';
import { promiseInlineFilesAtTheEdge } from '../lib/page/inline-files-at-the-edge';
import { STYLESHEETS } from '../styles/stylesheets';
import { getHtmlRewriter, type RewriterElement } from './html-rewriter';
import type { PipelineEnv } from './types';

type Texts = Readonly<Record<string, string>>;

export type InlineFilesOptions = {
  /** The stylesheets by id, as text. */
  stylesheets?: Texts;
  /** The inline scripts by id, as text. */
  scripts?: Texts;
};

/** The text of the files an element names (React joins several stylesheets with spaces), or undefined if one is unknown. */
export function inlineText(texts: Texts, names: string): string | undefined {
  const ids = names.split(/\s+/).filter(Boolean);
  if (ids.length === 0 || !ids.every((id) => Object.hasOwn(texts, id))) return undefined;
  return ids.map((id) => texts[id]).join('\n');
}

// Written as raw text inside their element: a closing tag would end it early.
function assertWritable(texts: Texts, element: 'style' | 'script'): void {
  const closing = new RegExp(`</${element}`, 'i');
  for (const [id, text] of Object.entries(texts)) {
    if (closing.test(text)) throw new Error(`inline ${element} ${id} contains "</${element}"`);
  }
}

/** Writes the text of every inline file a page names into its HTML; only where it can rewrite HTML. */
export function inlineFiles(options: InlineFilesOptions = {}): MiddlewareHandler<PipelineEnv> {
  const stylesheets = options.stylesheets ?? STYLESHEETS;
  const scripts = options.scripts ?? INLINE_SCRIPTS;
  assertWritable(stylesheets, 'style');
  assertWritable(scripts, 'script');
  const fill = (texts: Texts, attribute: string) => ({
    element(element: RewriterElement) {
      const text = inlineText(texts, element.getAttribute(attribute) ?? '');
      if (text !== undefined) element.setInnerContent(text, { html: true });
    },
  });
  return async (c, next) => {
    const Rewriter = getHtmlRewriter();
    // Without a rewriter (unit tests outside workerd), pages carry their inline files themselves.
    if (!Rewriter) return next();
    promiseInlineFilesAtTheEdge();
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    // Stylesheets anywhere: React writes one a late section needs beside it and moves it to the head.
    const rewriter = new Rewriter()
      .on('style[data-href]', fill(stylesheets, 'data-href'))
      .on('head > script[data-inline]', fill(scripts, 'data-inline'));
    c.res = rewriter.transform(new Response(c.res.body, c.res));
  };
}
