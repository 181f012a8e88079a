// The "elsewhere" shelf: a story filed there is never left out; only a source the guard lets
// through opens elsewhere, in a new tab.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '../../lib/cms';
import { getIntl } from '../../lib/i18n/intl';
import { ExternalShelf } from './external-shelf';

const { t } = getIntl('es', 'kings');

function story(id: number, title: string, source: Pick<NewsPost, 'externalUrl' | 'externalUrlRefused'>): NewsPost {
  return { id, slug: `historia-${id}`, title, excerpt: '', html: '', date: '2026-11-20T10:00:00.000Z', categories: [8], teamIds: [], playerIds: [], readingMinutes: 1, ...source };
}

describe('the "elsewhere" shelf', () => {
  it('opens a press story at its source and a story whose source was refused at its own page', () => {
    const html = renderToStaticMarkup(
      <ExternalShelf
        posts={[story(1, 'La crónica en Marca', { externalUrl: 'https://www.marca.com/cronica.html' }), story(2, 'Una crónica en http', { externalUrlRefused: true })]}
        storyHref={(post) => `/es/espana/noticias/${post.slug}`}
        t={t}
      />,
    );
    const links = [...html.matchAll(/<a href="([^"]+)"([^>]*)>([^<]+)/g)].map(([, href, attributes, title]) => [title, href, attributes?.includes('target="_blank"')]);
    expect(links).toEqual([
      ['La crónica en Marca', 'https://www.marca.com/cronica.html', true],
      ['Una crónica en http', '/es/espana/noticias/historia-2', false],
    ]);
  });
});
