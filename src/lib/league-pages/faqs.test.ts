import { describe, expect, it } from 'vitest';
import type { CmsPage } from '../cms/cms-page-types';
import { sanitizePageHtml } from '../cms/reshape-pages';
import { buildFaqPage, findUnmatchedFaqs, toFaqs } from './faqs';

const page = (html: string): CmsPage => ({ id: 1, slug: 'faqs', title: 'FAQs', excerpt: '', html: sanitizePageHtml(html), updated: '2026-11-01T10:00:00.000Z' });

const FAQS = page(
  '<p>Intro</p>' +
    '<h3 id="children">¿Los niños necesitan entrada?</h3><p>Los menores de tres años entran gratis.</p>' +
    '<h3>Sin ancla</h3><p>Respuesta <strong>importante</strong>.</p>' +
    '<h3 id="question-2">Ya usada</h3><p>Otra.</p>' +
    '<h3 id="tickets">هل أستطيع شراء التذاكر؟</h3><p>نعم، من الموقع الرسمي.</p>',
);

describe('toFaqs', () => {
  it('cuts the page at its questions, keeping the CMS’s anchors and making one where it has none', () => {
    const { introHtml, items } = toFaqs(FAQS);
    expect(introHtml).toBe('<p>Intro</p>');
    expect(items.map((item) => [item.id, item.question])).toEqual([
      ['children', '¿Los niños necesitan entrada?'],
      ['question-3', 'Sin ancla'],
      ['question-2', 'Ya usada'],
      ['tickets', 'هل أستطيع شراء التذاكر؟'],
    ]);
    expect(items[1]?.answerHtml).toBe('<p>Respuesta <strong>importante</strong>.</p>');
  });
});

describe('findUnmatchedFaqs', () => {
  const { items } = toFaqs(FAQS);
  it.each([
    ['ninos', ['question-3', 'question-2', 'tickets']],
    ['NIÑOS gratis', ['question-3', 'question-2', 'tickets']],
    ['importante', ['children', 'question-2', 'tickets']],
    ['التذاكر', ['children', 'question-3', 'question-2']],
    ['تذاكر الرسمي', ['children', 'question-3', 'question-2']],
    ['  ', []],
  ])('leaves out what “%s” does not match, without case, accents or marks', (query, unmatched) => {
    expect([...findUnmatchedFaqs(items, query)]).toEqual(unmatched);
  });
});

describe('buildFaqPage', () => {
  it('is a schema.org FAQPage of the questions with their answers as plain text', () => {
    const data = buildFaqPage(toFaqs(FAQS).items.slice(0, 2), 'https://kingsleague.pro/es/espana/faqs', 'es');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://kingsleague.pro/es/espana/faqs',
      inLanguage: 'es',
      mainEntity: [
        { '@type': 'Question', name: '¿Los niños necesitan entrada?', url: 'https://kingsleague.pro/es/espana/faqs#children', acceptedAnswer: { '@type': 'Answer', text: 'Los menores de tres años entran gratis.' } },
        { '@type': 'Question', name: 'Sin ancla', url: 'https://kingsleague.pro/es/espana/faqs#question-3', acceptedAnswer: { '@type': 'Answer', text: 'Respuesta importante.' } },
      ],
    });
  });
});
