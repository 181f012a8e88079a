import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from '../cms/reshape-pages';
import { dropInPageContents, splitAtHeadings } from './html-sections';

describe('splitAtHeadings', () => {
  it('cuts at top-level headings only, each piece balanced, the heading as plain text', () => {
    const html = sanitizePageHtml('<p>Intro</p><h2 id="dice">2.3 <em>The</em> dice</h2><p>Roll.</p><div><h2 id="inner">Inner</h2><p>kept</p></div><h2>No id</h2><ul><li>x</li></ul>');
    expect(splitAtHeadings(html, 'h2')).toEqual({
      intro: '<p>Intro</p>',
      sections: [
        { id: 'dice', title: '2.3 The dice', html: '<p>Roll.</p><div><h2 id="inner">Inner</h2><p>kept</p></div>' },
        { title: 'No id', html: '<ul><li>x</li></ul>' },
      ],
    });
  });

  it('gives everything to the intro when there is no heading', () => {
    expect(splitAtHeadings('<p>Only</p>', 'h3')).toEqual({ intro: '<p>Only</p>', sections: [] });
  });
});

describe('dropInPageContents', () => {
  it('drops the CMS’s own contents list and its label, and nothing else', () => {
    const html = sanitizePageHtml(
      '<p>Intro</p><p><strong>Contents</strong></p><ul class="wp-block-list"><li><a href="#format">1.1 Format</a></li><li><a href="#dice">2.3 Dice</a></li></ul>' +
        '<ul><li><a href="https://kingsleague.pro">Elsewhere</a></li></ul><ul><li>Plain</li></ul>',
    );
    expect(dropInPageContents(html)).toBe(
      '<p>Intro</p><ul><li><a href="https://kingsleague.pro/">Elsewhere</a></li></ul><ul><li>Plain</li></ul>',
    );
  });
});
