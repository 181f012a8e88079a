// Share cards cannot be multiplied from outside (ADR 056), in the built Worker: a card's address
// with a query sends to the bare address and draws nothing, and past the draws of the minute
// (SHARE_CARD_DRAWS_PER_MINUTE on a server of its own) a card is the page's last one drawn, or the
// region's picture, never a new drawing and never kept under the new address.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { findLiveMatch, stopDemoClock } from '../support/live-match';
import { cardPages, cardTags, onServer } from '../support/share-card';

const KINGS = inject('kingsUrl');
const DRAWS_PER_MINUTE = 3;

/** The card a page's head names, on the server under test; `?card=` passes the page cache. */
async function cardOf(base: string, page: string): Promise<string> {
  const response = await fetch(`${base}${page}?card=${Date.now()}`);
  expect(response.status, page).toBe(200);
  return onServer(base, cardTags(await response.text()).image!);
}

async function fetchCard(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, how: response.headers.get('x-share-card'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a card’s address with a query', () => {
  it('sends to the bare address for good, and draws nothing however many queries', async () => {
    const { team, player } = await cardPages(KINGS, 'en');
    for (const page of [team, player]) {
      const card = await cardOf(KINGS, page);
      const bare = new URL(card).pathname;
      for (const query of ['?x=1', '?x=2', `?x=${Date.now()}`, '?lang=de', '?x=1&x=2']) {
        const { response, how } = await fetchCard(`${card}${query}`);
        expect(response.status, query).toBe(301);
        expect(response.headers.get('location'), query).toBe(bare);
        expect(how, query).toBeNull();
        expect(response.headers.get('content-type') ?? '', query).not.toContain('image/png');
      }
      // The bare address is the card.
      const { response } = await fetchCard(card);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('past the draws of the minute', () => {
  let site: StartedServer;

  beforeAll(async () => {
    site = await startServer({
      edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off', SHARE_CARD_DRAWS_PER_MINUTE: String(DRAWS_PER_MINUTE) },
    });
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('answers the page’s last card, or the region’s picture, and keeps neither under the new address', { timeout: 240_000 }, async () => {
    const match = await findLiveMatch(site.url);
    const page = (await fetch(`${site.url}/en/espana/matches/${match.id}-a-vs-b`)).url.replace(site.url, '');
    const start = Date.now();
    await stopDemoClock(site.url, start);
    const before = await cardOf(site.url, page);
    const first = await fetchCard(before);
    expect(first.how).toBe('drawn');

    // Three minutes on, the live minute on the card is another: a new address.
    await stopDemoClock(site.url, start + 3 * 60_000);
    let after = before;
    for (const deadline = Date.now() + 30_000; after === before && Date.now() < deadline; ) {
      await new Promise((done) => setTimeout(done, 1_000));
      after = await cardOf(site.url, page);
    }
    expect(after).not.toBe(before);
    // Cards no one has asked for yet: the team, player and table pages in two languages.
    const pages = await Promise.all((['en', 'ar'] as const).map((lang) => cardPages(site.url, lang)));
    const others = await Promise.all(pages.flatMap(({ team, player, table }) => [team, player, table]).map((path) => cardOf(site.url, path)));

    // The draws are counted in minutes of the clock: start with time left in this one.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 40_000) await new Promise((done) => setTimeout(done, left + 250));
    // New cards are drawn until the minute's draws are spent; the next is the region's picture.
    const answers: { how: string | null; status: number; location: string | null }[] = [];
    for (const card of others) {
      const { response, how } = await fetchCard(card);
      answers.push({ how, status: response.status, location: response.headers.get('location') });
      if (how !== 'drawn') break;
    }
    expect(answers.filter((answer) => answer.how === 'drawn').length).toBeLessThanOrEqual(DRAWS_PER_MINUTE);
    expect(answers.at(-1)).toEqual({ how: 'stock', status: 302, location: '/img/og/kings-espana.jpg' });

    // The match's new card: its last one, for a minute only, and again the next time (never kept).
    for (let ask = 0; ask < 2; ask++) {
      const stale = await fetchCard(after);
      expect(stale.response.status).toBe(200);
      expect(stale.how).toBe('stale');
      expect(stale.response.headers.get('content-type')).toBe('image/png');
      expect(stale.response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(stale.bytes.equals(first.bytes)).toBe(true);
    }
  });
});
