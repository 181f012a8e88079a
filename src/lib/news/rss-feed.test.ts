import { describe, expect, it } from 'vitest';
import { parseRss, RFC_822 } from '../../../tests/support/xml';
import type { NewsPost } from '../cms/types';
import { buildRssFeed, toRfc822, type FeedOptions } from './rss-feed';

const SITE = 'https://kingsleague.pro';

function post(overrides: Partial<NewsPost> = {}): NewsPost {
  return {
    id: 41,
    slug: 'cometa-real-gana-el-derbi',
    title: 'Cometa Real gana el derbi',
    excerpt: 'Tres goles en la segunda parte.',
    html: '<p>Iker Iglesias marcó dos goles.</p>',
    date: '2026-03-01T18:30:00.000Z',
    categories: [16],
    teamIds: [],
    playerIds: [],
    readingMinutes: 1,
    ...overrides,
  };
}

const OPTIONS: FeedOptions = {
  title: 'Noticias de la Kings League Spain',
  description: 'Las últimas noticias de la Kings League Spain.',
  link: `${SITE}/es/espana/noticias`,
  self: `${SITE}/es/espana/noticias/feed.xml`,
  language: 'es-ES',
  guidOf: (story) => `${SITE}/?p=${story.id}&region=espana`,
  linkOf: (story) => `${SITE}/es/espana/noticias/${story.slug}`,
  ttlMinutes: 15,
};

describe('buildRssFeed', () => {
  it('writes an RSS 2.0 channel with its self link, language, freshness and one item per story', () => {
    const feed = parseRss(buildRssFeed([post(), post({ id: 40, slug: 'previa', date: '2026-02-27T10:00:00.000Z' })], OPTIONS));
    expect(feed).toMatchObject({
      version: '2.0',
      title: OPTIONS.title,
      link: OPTIONS.link,
      self: { href: OPTIONS.self, rel: 'self', type: 'application/rss+xml' },
      language: 'es-ES',
      // The newest story is when the feed last changed.
      lastBuildDate: 'Sun, 01 Mar 2026 18:30:00 +0000',
    });
    expect(feed.items.map((item) => item.link)).toEqual([`${SITE}/es/espana/noticias/cometa-real-gana-el-derbi`, `${SITE}/es/espana/noticias/previa`]);
    expect(feed.items[0]).toMatchObject({
      title: 'Cometa Real gana el derbi',
      guid: `${SITE}/?p=41&region=espana`,
      guidIsPermaLink: 'false',
      pubDate: 'Sun, 01 Mar 2026 18:30:00 +0000',
      description: 'Tres goles en la segunda parte.',
      content: '<p>Iker Iglesias marcó dos goles.</p>',
    });
  });

  it('escapes markup and ampersands in text, so a title cannot open an element', () => {
    const xml = buildRssFeed([post({ title: 'Fútbol & <b>goles</b> "7"', excerpt: '<script>alert(1)</script> & más', authorName: 'Ana <i>Ruiz</i>' })], OPTIONS);
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain('<script>');
    const [item] = parseRss(xml).items;
    expect(item).toMatchObject({ title: 'Fútbol & <b>goles</b> "7"', description: '<script>alert(1)</script> & más', creator: 'Ana <i>Ruiz</i>' });
  });

  it('keeps the body whole in CDATA, even where it contains the CDATA terminator', () => {
    const html = '<p>a]]>b</p><p>x]]]]>y</p>';
    const xml = buildRssFeed([post({ html })], OPTIONS);
    expect(xml.match(/<content:encoded>.*<\/content:encoded>/s)?.[0]).toMatch(/^<content:encoded><!\[CDATA\[/);
    expect(parseRss(xml).items[0]?.content).toBe(html);
  });

  it('drops characters XML forbids from every field, body included, so one stray control character cannot break the feed', () => {
    const xml = buildRssFeed([post({ title: 'Gol\u0001 de\u000c Iker', excerpt: 'Uno\u0008 dos', html: '<p>Tres\u000c goles\u0000</p>\uffff' })], OPTIONS);
    const [item] = parseRss(xml).items;
    expect(item).toMatchObject({ title: 'Gol de Iker', description: 'Uno dos', content: '<p>Tres goles</p>' });
  });

  it('leaves out a story the site has no page for', () => {
    const feed = parseRss(buildRssFeed([post(), post({ id: 42, slug: 'gone' })], { ...OPTIONS, linkOf: (story) => (story.slug === 'gone' ? undefined : OPTIONS.linkOf(story)) }));
    expect(feed.items.map((item) => item.guid)).toEqual([`${SITE}/?p=41&region=espana`]);
  });

  it('gives the picture as an enclosure at a full address with its type, a picture on the site itself included', () => {
    const withImage = (url: string) => post({ image: { url, alt: '' } });
    const feed = parseRss(
      buildRssFeed(
        [withImage('/api/demo-cms/kings/espana/wp-content/uploads/7-1200.svg'), withImage('https://cms.kingsleague.pro/uploads/7.PNG'), withImage('https://cms.kingsleague.pro/uploads/7.jpg?w=1200'), post()],
        OPTIONS,
      ),
    );
    expect(feed.items.map((item) => item.enclosure)).toEqual([
      { url: `${SITE}/api/demo-cms/kings/espana/wp-content/uploads/7-1200.svg`, type: 'image/svg+xml' },
      { url: 'https://cms.kingsleague.pro/uploads/7.PNG', type: 'image/png' },
      { url: 'https://cms.kingsleague.pro/uploads/7.jpg?w=1200', type: 'image/jpeg' },
      undefined,
    ]);
  });

  it('is still a well-formed channel without stories, and claims no build date', () => {
    const feed = parseRss(buildRssFeed([], OPTIONS));
    expect(feed.items).toEqual([]);
    expect(feed.lastBuildDate).toBeUndefined();
    expect(feed.title).toBe(OPTIONS.title);
  });
});

describe('toRfc822', () => {
  it.each([
    ['2026-03-01T18:30:00.000Z', 'Sun, 01 Mar 2026 18:30:00 +0000'],
    ['2026-11-24T23:05:09Z', 'Tue, 24 Nov 2026 23:05:09 +0000'],
    // A time with an offset is written in UTC.
    ['2026-01-01T00:30:00+02:00', 'Wed, 31 Dec 2025 22:30:00 +0000'],
  ])('writes %s as %s', (iso, expected) => {
    expect(toRfc822(iso)).toBe(expected);
    expect(toRfc822(iso)).toMatch(RFC_822);
    expect(Date.parse(toRfc822(iso))).toBe(Date.parse(iso));
  });
});
