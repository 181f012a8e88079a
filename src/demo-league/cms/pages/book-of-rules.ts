// The Book of Rules the regulation page links to: the same sections, numbered, as a PDF per language.
import { hasCmsPage } from '../../../config/cms-pages';
import type { EditionId } from '../../../config/editions';
import { getLocale, type LocaleCode } from '../../../config/locales';
import type { Region } from '../../../config/regions';
import { renderTextPdf, type PdfBlock } from '../circulars/pdf-writer';
import { createPageContext, demoCmsPath, getPageDates } from './page-context';
import { REGULATION } from './regulation';
import { REGULATION_SECTIONS, type Block } from './types';

// Helvetica has no Arabic glyphs, so the Arabic page links to the English book, as the league does.
const PDF_LANGUAGES: readonly LocaleCode[] = ['de', 'en', 'es', 'fr', 'it', 'pt'];
const FALLBACK: LocaleCode = 'en';

export function getBookOfRulesLanguage(lang: LocaleCode): LocaleCode {
  return PDF_LANGUAGES.includes(lang) ? lang : FALLBACK;
}

export function getBookOfRulesUrl(edition: EditionId, regionSlug: string, lang: LocaleCode): string {
  return `${demoCmsPath(edition, regionSlug)}/wp-content/uploads/book-of-rules/book-of-rules-${getBookOfRulesLanguage(lang)}.pdf`;
}

function toPdfBlocks(block: Block): PdfBlock[] {
  if ('p' in block) return [{ style: 'body', text: block.p }];
  if ('list' in block) return block.list.map((text) => ({ style: 'item', text }));
  return block.terms.map(([term, meaning]) => ({ style: 'item', text: `${term} – ${meaning}` }));
}

export function renderBookOfRulesPdf(edition: EditionId, region: Region, lang: LocaleCode, now: number): Uint8Array<ArrayBuffer> {
  const context = createPageContext(edition, region);
  const page = REGULATION[lang](context);
  const { modified } = getPageDates('regulation', now);
  const dated = new Intl.DateTimeFormat(getLocale(lang).tag, { dateStyle: 'long', timeZone: region.timeZone }).format(modified);
  const blocks: PdfBlock[] = [
    { style: 'kicker', text: context.league },
    { style: 'title', text: 'Book of Rules' },
    { style: 'meta', text: `${page.title} · ${dated}` },
    { style: 'body', text: page.intro },
    ...REGULATION_SECTIONS.flatMap(({ id, number }) => [
      { style: 'heading' as const, text: `${number} ${page.sections[id].heading}` },
      ...page.sections[id].blocks.flatMap(toPdfBlocks),
    ]),
  ];
  return renderTextPdf({
    title: `${context.league} – Book of Rules`,
    author: context.league,
    subject: page.excerpt,
    language: getLocale(lang).tag,
    created: modified,
    blocks,
    footer: `${context.league} · Book of Rules`,
  });
}

/** The PDF behind an uploads file name, or undefined when the region has no such book. */
export function findBookOfRules(edition: EditionId, region: Region, file: string, now: number): Uint8Array<ArrayBuffer> | undefined {
  const lang = PDF_LANGUAGES.find((candidate) => file === `book-of-rules-${candidate}.pdf`);
  if (!lang || !hasCmsPage('regulation', edition, region.slug, lang)) return undefined;
  return renderBookOfRulesPdf(edition, region, lang, now);
}
