// A circular as the one-page PDF the league attaches to it: letterhead, number, date, ruling, signature.
import { getLocale } from '../../../config/locales';
import type { DemoCircular } from './create-demo-circulars';
import { renderTextPdf, type PdfBlock } from './pdf-writer';

export function renderCircularPdf(circular: DemoCircular): Uint8Array<ArrayBuffer> {
  const tag = getLocale(circular.lang).tag;
  const dated = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: circular.timeZone }).format(circular.publishedAt);
  const name = `${circular.label} ${circular.number}`;
  const blocks: PdfBlock[] = [
    { style: 'kicker', text: circular.league },
    { style: 'title', text: name },
    { style: 'meta', text: dated },
    { style: 'heading', text: circular.title },
    ...circular.body.flatMap((block): PdfBlock[] =>
      'p' in block ? [{ style: 'body', text: block.p }] : block.list.map((text) => ({ style: 'item', text })),
    ),
    { style: 'signature', text: circular.signedBy },
  ];
  return renderTextPdf({
    title: `${name} – ${circular.title}`,
    author: circular.league,
    subject: circular.excerpt,
    language: tag,
    created: circular.publishedAt,
    blocks,
    footer: `${circular.league} · ${name}`,
  });
}
