// The Worker's side of relays (ADR 052): which relay a page's socket goes to. A hash of the id
// the page keeps, over the relays the match has as the last relay told this isolate (or its
// floor, LIVE_RELAYS_MIN, before any has); a full
// relay sends the page on to the next one. No object is asked anything before the socket's own
// request: the count rides back on each relay's answer.
import { objectNamed, type ObjectNamespace } from '../../bindings';
import { pageShard, relayName } from './relay-plan';
import { RELAY_COUNT_HEADER, RELAY_FULL_HEADER } from './relay-protocol';

/** `least`: the relays the match has at the least (LIVE_RELAYS_MIN), the count before any relay has answered. */
export type RelayTarget = { edition: string; region: string; id: number; page?: string; least?: number };

/** At most this many matches' relay counts are remembered per isolate; the oldest is forgotten first. */
const MAX_KEPT = 500;

export function createRelayPicker(random: () => number = Math.random) {
  const counts = new Map<string, number>();
  const learn = (key: string, response: Response, known: number) => {
    const told = Number(response.headers.get(RELAY_COUNT_HEADER));
    if (!Number.isInteger(told) || told <= known) return known;
    counts.delete(key);
    counts.set(key, told);
    if (counts.size > MAX_KEPT) counts.delete(counts.keys().next().value!);
    return told;
  };
  return {
    /** The relay's answer to the upgrade (101), or undefined when every relay is full. */
    async connect(namespace: ObjectNamespace, request: Request, { edition, region, id, page, least = 1 }: RelayTarget): Promise<Response | undefined> {
      const key = `${edition}:${region}:${id}`;
      // A match's relays are never fewer than its floor: a kick-off crowd spreads from its first socket.
      let count = Math.max(counts.get(key) ?? 1, least);
      // A page without an id (an older page) goes anywhere.
      let shard = page ? pageShard(page, count) : Math.floor(random() * count);
      for (let tried = 0; tried < count; tried++) {
        const url = new URL(request.url);
        url.searchParams.set('relay', String(shard));
        const answer = await objectNamed(namespace, relayName(region, id, shard)).fetch(new Request(url, request));
        count = learn(key, answer, count);
        if (!answer.headers.has(RELAY_FULL_HEADER)) return answer;
        shard = (shard + 1) % count;
      }
      return undefined;
    },
  };
}
