// Pieces several measurements share.
import { createServer } from 'node:http';

const slug = (name) => name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** The page of a live demo match in Spain, found through the site's own live endpoint, or undefined. */
export async function liveMatchPath(baseUrl) {
  try {
    const live = await (await fetch(`${baseUrl}/api/live/match-centre?region=espana&lang=en`)).json();
    const match = live.turns.flatMap((turn) => turn.matches).find((candidate) => candidate.displayStatus === 'live');
    return match ? `/en/espana/matches/${match.id}-${slug(match.homeTeam.name)}-vs-${slug(match.awayTeam.name)}` : undefined;
  } catch {
    return undefined;
  }
}

/** A plain server answering fixed JSON by path and counting what it is asked. */
export async function startCountingUpstream(answers) {
  const calls = {};
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    calls[path] = (calls[path] ?? 0) + 1;
    const body = answers[path];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    // A real upstream takes a moment: long enough for a crowd to arrive together.
    setTimeout(() => response.end(JSON.stringify(body ?? { error: 'not found' })), 50);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}
