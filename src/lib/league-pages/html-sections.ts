// An editorial page's sanitised, balanced HTML cut at its headings: the regulation into sections,
// the FAQs into questions. Only headings at the top level cut, so every piece stays balanced.
import { CMS_PAGE_HTML } from '../../config/cms-page-html';
import { tokenizeHtml } from '../cms/balance-html';
import { toPlainText } from '../cms/sanitize';

export type HtmlSection = {
  /** The heading's anchor, where the CMS gave it a usable one. */
  id?: string;
  /** Plain text of the heading. */
  title: string;
  /** Sanitised, balanced HTML between this heading and the next. */
  html: string;
};

export type SplitHtml = { intro: string; sections: HtmlSection[] };

const ID = /\sid="([^"]*)"/;

/** Cuts at every top-level heading of the given level; what comes before the first is the intro. */
export function splitAtHeadings(html: string, level: 'h2' | 'h3'): SplitHtml {
  const pieces = tokenizeHtml(html, CMS_PAGE_HTML.voidTags);
  const sections: HtmlSection[] = [];
  let intro = '';
  let current: { id?: string; heading: string; body: string } | undefined;
  let depth = 0;
  let inHeading = false;
  const finish = () => {
    if (current) sections.push({ ...(current.id ? { id: current.id } : {}), title: toPlainText(current.heading), html: current.body.trim() });
  };
  for (const piece of pieces) {
    if (piece.kind === 'open' && piece.name === level && depth === 0) {
      finish();
      const id = ID.exec(piece.html)?.[1];
      current = { ...(id ? { id } : {}), heading: '', body: '' };
      inHeading = true;
      depth += 1;
      continue;
    }
    if (piece.kind === 'open') depth += 1;
    if (piece.kind === 'close') depth -= 1;
    if (inHeading && piece.kind === 'close' && piece.name === level && depth === 0) {
      inHeading = false;
      continue;
    }
    if (!current) intro += piece.html;
    else if (inHeading) current.heading += piece.html;
    else current.body += piece.html;
  }
  finish();
  return { intro: intro.trim(), sections };
}

// A label ("Contents") and a list made only of links to anchors on the same page.
const IN_PAGE_CONTENTS = /(?:<p><strong>[^<]{1,80}<\/strong><\/p>\s*)?<(ul|ol)>(?:<li><a href="#[^"]*">[^<]*<\/a><\/li>\s*)+<\/\1>/g;

/** The HTML without the CMS's own table of contents: the page draws its own from the headings. */
export function dropInPageContents(html: string): string {
  return html.replace(IN_PAGE_CONTENTS, '').trim();
}
