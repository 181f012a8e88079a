// The replaying double answers as the recorded WordPress did: its filters, paging headers and
// errors are checked against the exact answers recorded beside the collections.
import { describe, expect, it } from 'vitest';
import { readRecording, RECORDED_ORIGIN, replayWordPress } from '../../../tests/support/wordpress-recording';

const EXACT = [
  'posts-general-page-1',
  'posts-general-page-2',
  'posts-general-page-99',
  'posts-slug-emoji',
  'posts-slug-protected',
  'media-circular-pdfs',
  'pages-slug-faqs',
];

describe('the stock WordPress replay', () => {
  it.each(EXACT)('answers %s as WordPress did', (name) => {
    const recorded = readRecording(name);
    const replayed = replayWordPress(recorded.request, RECORDED_ORIGIN);
    expect(replayed.status).toBe(recorded.status);
    expect(replayed.body).toEqual(recorded.body);
    expect(replayed.headers['x-wp-total']).toBe(recorded.headers['x-wp-total']);
    expect(replayed.headers['x-wp-totalpages']).toBe(recorded.headers['x-wp-totalpages']);
  });

  it('finds a slug sent decoded or with upper-case escapes, as WordPress does', () => {
    const body = readRecording('posts-slug-emoji').body as { slug: string }[];
    const [post] = body;
    const decoded = decodeURIComponent(post?.slug ?? '');
    for (const slug of [decoded, post?.slug.toUpperCase() ?? '']) {
      const replayed = replayWordPress(`/wp-json/wp/v2/posts?slug=${encodeURIComponent(slug)}`, RECORDED_ORIGIN);
      expect(replayed.body).toEqual(body.map((item) => expect.objectContaining({ slug: item.slug })));
    }
  });
});
