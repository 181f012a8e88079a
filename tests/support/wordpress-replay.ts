/// <reference types="node" />
// A stock WordPress on loopback, replayed from its recorded answers (./wordpress-recording.ts), for
// a site pointed at it with NEWS_CMS_URL: every region reads `{url}/{edition}/{region}/wp-json/…`
// from the one install, as a proxy in front of a real WordPress would serve it. It counts its calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replayWordPress } from './wordpress-recording';

export type WordPressReplay = { url: string; calls(): string[]; close(): Promise<void> };

export async function startWordPressReplay(): Promise<WordPressReplay> {
  const seen: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push(path);
    const answer = replayWordPress(path.replace(/^\/(?:kings|queens)\/[^/?]+(?=\/wp-json\/)/, ''), origin);
    response.writeHead(answer.status, answer.headers).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    calls: () => [...seen],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
