// Share cards (issue 33) as a crawler meets them: each page family's head names its card, and the
// card is a 1200×630 PNG kept a year; bad addresses never reach an error. The score changing is
// on a server of its own whose demo clock moves.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { findLiveMatch, goalsOf, playToNextGoal } from '../support/live-match';
import { cardPages, cardTags, onServer, pngSize } from '../support/share-card';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ARABIC = /[\u0600-\u06ff]/;

async function head(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return cardTags(await response.text());
}

async function fetchCard(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

for (const [edition, base] of [['kings', KINGS], ['queens', QUEENS]] as const) {
  describe(`${edition}: every page family's head names its card`, () => {
    const domain = edition === 'kings' ? 'https://kingsleague.pro' : 'https://queensleague.pro';
    for (const lang of ['en', 'ar'] as const) {
      it(`names a card of the page's own subject, in ${lang}, and the card is a year-long 1200×630 PNG`, async () => {
        const pages = await cardPages(base, lang);
        const alts = new Set<string>();
        for (const [family, path] of Object.entries(pages)) {
          const tags = await head(`${base}${path}`);
          expect(tags.image, `${family} ${path}`).toMatch(new RegExp(`^${domain}${path}/card\\.[0-9a-z]{14}\\.png$`));
          expect([tags.width, tags.height, tags.twitterCard]).toEqual(['1200', '630', 'summary_large_image']);
          expect(tags.alt, family).toBeTruthy();
          // The words are the page's: Arabic in Arabic (the league's names stay as they are written).
          if (lang === 'ar') expect(tags.alt).toMatch(ARABIC);
          alts.add(tags.alt!);
          const { response, bytes } = await fetchCard(onServer(base, tags.image!));
          expect(response.status, `${family} card`).toBe(200);
          expect(response.headers.get('content-type')).toBe('image/png');
          expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
          expect(pngSize(bytes)).toEqual({ png: true, width: 1200, height: 630 });
          expect(bytes.byteLength).toBeLessThanOrEqual(150 * 1024);
          // Asked again, the card is the one kept at the edge, the same bytes, not a new drawing.
          const again = await fetchCard(onServer(base, tags.image!));
          expect(again.response.headers.get('x-share-card')).toBe('edge');
          expect(again.response.headers.get('cache-control')).toBe(IMMUTABLE);
          expect(Buffer.from(again.bytes).equals(Buffer.from(bytes))).toBe(true);
        }
        expect(alts.size).toBe(4);
      });
    }

    it('keeps the region’s picture on a page without a subject', async () => {
      const tags = await head(`${base}/en/espana/matches`);
      expect(tags.image).toBe(`${domain}/img/og/${edition}-espana.jpg`);
      expect(tags.alt).toBeUndefined();
    });
  });
}

describe('a card address that is not a current card', () => {
  it('sends a stale or tampered version to the card the page shows now', async () => {
    const { team } = await cardPages(KINGS, 'en');
    const current = (await head(`${KINGS}${team}`)).image!;
    const { response } = await fetchCard(`${KINGS}${team}/card.0000000aaaaaaa.png`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(new URL(current).pathname);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('sends an unknown match, team or player to the edition’s picture', async () => {
    for (const path of ['/en/espana/matches/999999-a-vs-b', '/en/espana/teams/999999-nobody', '/en/espana/players/999999-nobody']) {
      const { response } = await fetchCard(`${KINGS}${path}/card.0000000aaaaaaa.png`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/img/og/kings-espana.jpg');
    }
  });

  it('answers 404, never an error, for what cannot be a card’s address', async () => {
    const { team } = await cardPages(KINGS, 'en');
    for (const path of [
      `${team}/card.TAMPERED.png`,
      `${team}/card.abc.png`,
      `${team}/card.${'a'.repeat(5000)}.png`,
      '/en/espana/matches/card.0000000aaaaaaa.png',
      '/en/espana/nowhere/card.0000000aaaaaaa.png',
      `/en/espana/teams/2-${'x'.repeat(3000)}/card.0000000aaaaaaa.png`.replace('2-', '999999-'),
    ]) {
      const { response } = await fetchCard(`${KINGS}${path}`);
      expect([302, 404], path.slice(0, 80)).toContain(response.status);
      expect(response.headers.get('content-type') ?? '', path.slice(0, 80)).not.toContain('image/png');
    }
    const post = await fetch(`${KINGS}${(await head(`${KINGS}${team}`)).image!.replace(/^https:\/\/[^/]+/, '')}`, { method: 'POST' });
    expect(post.status).toBeLessThan(500);
  });
});

describe('a match card over a moving score', () => {
  let site: StartedServer;

  beforeAll(async () => {
    site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('gives a new address when the score changes, and keeps the old card as it was drawn', { timeout: 90_000 }, async () => {
    const match = await findLiveMatch(site.url);
    // The match's canonical page, from any spelling of its teams.
    const page = (await fetch(`${site.url}/en/espana/matches/${match.id}-a-vs-b`)).url.replace(site.url, '');
    // A query no route takes: the page is drawn afresh, never a copy kept before the goal.
    const before = (await head(`${site.url}${page}?card=${Date.now()}`)).image!;
    const first = await fetchCard(onServer(site.url, before));
    expect(first.response.status).toBe(200);

    const { match: scored } = await playToNextGoal(site.url, match.id, goalsOf(match));
    expect(goalsOf(scored)).toBeGreaterThan(goalsOf(match));
    // The league's live answers are kept 8 s at the edge (src/config/upstream.ts): the page reads
    // the goal once they are renewed.
    let after = before;
    for (const deadline = Date.now() + 30_000; after === before && Date.now() < deadline; ) {
      await new Promise((done) => setTimeout(done, 1_000));
      after = (await head(`${site.url}${page}?card=${Date.now()}`)).image!;
    }
    expect(after).not.toBe(before);
    const second = await fetchCard(onServer(site.url, after));
    expect(second.response.status).toBe(200);
    expect(pngSize(second.bytes)).toEqual({ png: true, width: 1200, height: 630 });
    // The pictures differ too: the score is drawn.
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    // The old address was drawn once and is kept: it answers its own picture from the edge cache
    // (drawn again it could not be, its version no longer being the page's), like a static file.
    const kept = await fetchCard(onServer(site.url, before));
    expect(kept.response.status).toBe(200);
    expect(Buffer.from(kept.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });
});
