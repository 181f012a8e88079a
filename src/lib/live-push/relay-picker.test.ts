import { describe, expect, it } from 'vitest';
import { createRelayPicker } from './relay-picker';
import { pageShard, relayName } from './relay-plan';
import { RELAY_COUNT_HEADER, RELAY_FULL_HEADER } from './relay-protocol';

/** Relays that answer as the test says: full or not, and how many relays the match has. */
function relays(answer: (name: string, url: URL) => { full?: boolean; count: number }) {
  const asked: { name: string; relay: string | null }[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (name: unknown) => ({
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        asked.push({ name: String(name), relay: url.searchParams.get('relay') });
        const { full, count } = answer(String(name), url);
        const headers = { [RELAY_COUNT_HEADER]: String(count), ...(full ? { [RELAY_FULL_HEADER]: '1' } : {}) };
        return new Response(full ? 'full' : 'ok', { status: full ? 503 : 200, headers });
      },
    }),
  };
  return { namespace, asked };
}

const upgrade = () => new Request('https://kingsleague.pro/api/live/socket?region=espana&lang=en&id=7&page=abc', { headers: { upgrade: 'websocket' } });
const target = { edition: 'kings', region: 'espana', id: 7, page: 'abc' };

describe('createRelayPicker', () => {
  it('sends a page to relay 0 until a relay says the match has more, then by the hash of its id', async () => {
    const picker = createRelayPicker();
    const { namespace, asked } = relays(() => ({ count: 4 }));
    expect((await picker.connect(namespace, upgrade(), target))!.status).toBe(200);
    expect(asked[0]).toEqual({ name: relayName('espana', 7, 0), relay: '0' });
    await picker.connect(namespace, upgrade(), target);
    const shard = pageShard('abc', 4);
    expect(asked[1]).toEqual({ name: relayName('espana', 7, shard), relay: String(shard) });
  });

  it('spreads pages over the floor of relays from the first socket, before any relay has answered', async () => {
    const picker = createRelayPicker();
    const { namespace, asked } = relays(() => ({ count: 8 }));
    await picker.connect(namespace, upgrade(), { ...target, least: 8 });
    expect(asked[0]!.relay).toBe(String(pageShard('abc', 8)));
  });

  it('sends a page on past full relays, and gives up only when every one is full', async () => {
    const picker = createRelayPicker();
    const first = pageShard('abc', 3);
    const { namespace, asked } = relays((name) => ({ count: 3, full: name === relayName('espana', 7, first) || name === relayName('espana', 7, 0) }));
    await picker.connect(namespace, upgrade(), target);
    const answer = await picker.connect(namespace, upgrade(), target);
    expect(answer?.status).toBe(200);
    expect(asked.at(-1)!.name).not.toBe(relayName('espana', 7, first));

    const { namespace: allFull } = relays(() => ({ count: 3, full: true }));
    expect(await picker.connect(allFull, upgrade(), target)).toBeUndefined();
  });
});
