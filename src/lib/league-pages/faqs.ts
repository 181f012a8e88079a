// The FAQs page's questions read from its CMS page (one h3 per question, the answer under it),
// their schema.org FAQPage, and the matching a visitor's search does.
import type { CmsPage } from '../cms/cms-page-types';
import { toPlainText } from '../cms/sanitize';
import { splitAtHeadings } from './html-sections';
import { matchesSearch, normalizeSearchText, toSearchWords } from './search-text';

export type FaqItem = {
  /** The question's anchor: the CMS's own id, else one made from its place. */
  id: string;
  question: string;
  /** Sanitised, balanced HTML. */
  answerHtml: string;
};

export type Faqs = { introHtml: string; items: FaqItem[] };

export function toFaqs(page: CmsPage): Faqs {
  const { intro, sections } = splitAtHeadings(page.html, 'h3');
  const used = new Set(sections.flatMap((section) => (section.id ? [section.id] : [])));
  const items = sections.flatMap((section, index): FaqItem[] => {
    if (!section.title) return [];
    let id = section.id;
    for (let n = index + 1; !id; n += 1) if (!used.has(`question-${n}`)) id = `question-${n}`;
    used.add(id);
    return [{ id, question: section.title, answerHtml: section.html }];
  });
  return { introHtml: intro, items };
}

/** schema.org FAQPage for the questions the page shows (Google reads the answers as plain text). */
export function buildFaqPage(items: readonly FaqItem[], url: string, lang: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      url: `${url}#${item.id}`,
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(item.answerHtml) },
    })),
  };
}

/** The questions a search leaves out, matched on the question and its answer as the browser's filter matches them. */
export function findUnmatchedFaqs(items: readonly FaqItem[], query: string): Set<string> {
  const words = toSearchWords(query);
  if (words.length === 0) return new Set();
  return new Set(
    items.filter((item) => !matchesSearch(normalizeSearchText(`${item.question} ${toPlainText(item.answerHtml)}`), words)).map((item) => item.id),
  );
}
