// The bytes of one live change as a socket carries it (sockets are not compressed), in English and
// Arabic, with the phase strip (ADR 061) and, from the same message, without it: what the strip
// adds to every push of a live match; and of that, its next change by the clock (ADR 063).
import { liveSocketUrl } from '../live-sockets.mjs';

const NO_CACHE = { 'cache-control': 'no-cache' };
const json = async (url) => (await fetch(url, { headers: NO_CACHE })).json();

/** A match of Spain's current season being played now, from the demo league itself. */
async function findLiveMatch(base) {
  const clusters = await json(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const centre = await json(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`);
  const match = centre.flatMap((turn) => turn.matches).find((candidate) => ['inPlay1H', 'halfTime', 'inPlay2H'].includes(candidate.status));
  if (!match) throw new Error('no live match now');
  return match;
}

/** The first change a socket for the match receives, as text. */
function firstChange(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('no change within 30 s')), 30_000);
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string' || !event.data.includes('"type":"change"')) return;
      clearTimeout(timer);
      socket.close();
      resolve(event.data);
    });
    socket.addEventListener('error', () => reject(new Error('socket refused')), { once: true });
  });
}

const bytes = (text) => new TextEncoder().encode(text).byteLength;

export default {
  name: 'live-message-bytes',
  description: 'one live change over the socket, bytes with and without the phase strip',
  async run({ baseUrl }) {
    const match = await findLiveMatch(baseUrl);
    const rows = [];
    const data = {};
    for (const lang of ['en', 'ar']) {
      const text = await firstChange(liveSocketUrl(baseUrl, match.id).replace('lang=en', `lang=${lang}`));
      const message = JSON.parse(text);
      const { rules, ...view } = message.view;
      const without = bytes(JSON.stringify({ ...message, view }));
      const next = rules?.next ? bytes(JSON.stringify({ next: rules.next })) : 0;
      data[lang] = { with: bytes(text), without, next, phase: rules?.phase };
      rows.push({ target: `/api/live/socket (${lang})`, metric: 'change message', value: bytes(text), unit: 'B', note: ` (${without} B without the strip, ${next} B of it the next change; phase ${rules?.phase ?? 'none'})` });
    }
    return { rows, data: { match: match.id, ...data } };
  },
};
