// The editorial pages written out as WordPress renders them: headings carry the stable ids the
// site links to (`#dice`, `#tickets`), and FAQs are question-and-answer pairs the site can fold.
import { toRenderedText as text } from '../write-html';
import {
  ACCREDITATION_SECTIONS,
  FAQ_IDS,
  REGULATION_SECTIONS,
  type AccreditationText,
  type Block,
  type ContactText,
  type FaqText,
  type Link,
  type RegulationText,
} from './types';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const paragraph = (content: string) => `<p>${text(content)}</p>\n`;
const heading = (level: 2 | 3, id: string, content: string) => `<h${level} id="${attribute(id)}">${text(content)}</h${level}>\n`;
const link = ({ label, href }: Link) => `<a href="${attribute(href)}">${text(label)}</a>`;

function block(item: Block): string {
  if ('p' in item) return paragraph(item.p);
  const items = 'list' in item
    ? item.list.map((entry) => `<li>${text(entry)}</li>`)
    : item.terms.map(([term, meaning]) => `<li><strong>${text(term)}</strong> – ${text(meaning)}</li>`);
  return `<ul class="wp-block-list">${items.join('')}</ul>\n`;
}

// WordPress's file block: the document's name as a link, then its download button.
function fileBlock(file: Link): string {
  return (
    `<div class="wp-block-file">${link(file)}` +
    `<a href="${attribute(file.href)}" class="wp-block-file__button wp-element-button" download>PDF</a></div>\n`
  );
}

export function writeExcerptHtml(excerpt: string): string {
  return paragraph(excerpt);
}

export function writeRegulationHtml(page: RegulationText, bookOfRulesUrl: string): string {
  const numbered = REGULATION_SECTIONS.map(({ id, number }) => ({ id, title: `${number} ${page.sections[id].heading}` }));
  return [
    paragraph(page.intro),
    `<p><strong>${text(page.contents)}</strong></p>\n`,
    `<ul class="wp-block-list">${numbered.map(({ id, title }) => `<li><a href="#${id}">${text(title)}</a></li>`).join('')}</ul>\n`,
    ...numbered.map(({ id, title }) => heading(2, id, title) + page.sections[id].blocks.map(block).join('')),
    heading(2, 'book-of-rules', page.bookOfRules.heading),
    paragraph(page.bookOfRules.text),
    fileBlock({ label: page.bookOfRules.link, href: bookOfRulesUrl }),
  ].join('');
}

export function writeFaqsHtml(page: FaqText): string {
  const pairs = FAQ_IDS.map((id) => {
    const { question, answer, link: more } = page.items[id];
    return heading(3, id, question) + `<p>${text(answer)}${more ? ` ${link(more)}` : ''}</p>\n`;
  });
  return [paragraph(page.intro), ...pairs].join('');
}

export function writeAccreditationHtml(page: AccreditationText): string {
  return [
    paragraph(page.intro),
    ...ACCREDITATION_SECTIONS.map((id) => heading(2, id, page.sections[id].heading) + page.sections[id].blocks.map(block).join('')),
    `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${attribute(page.apply.href)}">${text(page.apply.label)}</a></div></div>\n`,
  ].join('');
}

export function writeContactHtml(page: ContactText): string {
  return page.intro.map(paragraph).join('');
}
