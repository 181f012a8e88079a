// What the live benches (live-push, live-relays) share: the socket address of the counting
// upstream's live match, a goal scored in its answer, and sockets that note when each change came.

const OPEN_BATCH = 100;

/** The live socket's address on `siteUrl` for the match; `page` names the tab its relay is picked by. */
export function liveSocketUrl(siteUrl, matchId, page) {
  const url = `${siteUrl.replace(/^http/, 'ws')}/api/live/socket?region=espana&lang=en&id=${matchId}`;
  return page === undefined ? url : `${url}&page=${page}`;
}

/** Scores a home goal in the upstream's copy of the match's turn; returns when it did. */
export function goalScorer(answers, turnPath, matchId) {
  return () => {
    const raw = answers[turnPath].matches.find((candidate) => candidate.id === matchId);
    raw.scores.homeScore = (raw.scores.homeScore ?? 0) + 1;
    return Date.now();
  };
}

/** A socket that notes each change as it arrives: when it came, and when the watcher read it. */
export function openChangeSocket(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const state = { socket, seq: 0, arrivals: new Map() };
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      const message = JSON.parse(event.data);
      if (message.type !== 'change' || message.seq <= state.seq) return;
      state.seq = message.seq;
      state.arrivals.set(message.seq, { received: Date.now(), read: message.at });
    });
    socket.addEventListener('open', () => resolve(state), { once: true });
    socket.addEventListener('error', () => reject(new Error('socket refused')), { once: true });
  });
}

/** Opens sockets at `urlOf()` a hundred at a time until `sockets` holds `count`. */
export async function openUpTo(urlOf, sockets, count) {
  while (sockets.length < count) {
    const batch = Math.min(OPEN_BATCH, count - sockets.length);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => openChangeSocket(urlOf())))));
  }
}
