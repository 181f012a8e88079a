/// <reference types="node" />
// A local upstream that misbehaves on demand, for testing the site against a failing league API.
// Its behaviour is switched by the test between requests; it counts the calls it receives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Misbehaviour = 'ok' | '503' | 'hang' | 'malformed' | 'wrong-shape' | 'html' | 'slow-ok';

export type HostileUpstream = {
  url: string;
  set(mode: Misbehaviour, answers?: Record<string, unknown>): void;
  calls(): string[];
  reset(): void;
  close(): Promise<void>;
};

const UPSTREAM_HTML = '<!doctype html><html><body><h1>502 Bad Gateway</h1><script>alert("upstream")</script></body></html>';

/** `answers` maps a path (without query) to the JSON served in `ok` mode; other paths 404. */
export async function startHostileUpstream(answers: Record<string, unknown> = {}): Promise<HostileUpstream> {
  let mode: Misbehaviour = 'ok';
  let table = answers;
  const seen: string[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    seen.push(request.url ?? '/');
    switch (mode) {
      case '503':
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      case 'hang':
        hanging.add(response);
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"id": 1, "name": ');
        return;
      case 'wrong-shape':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":[1,2,3],"id":"not-a-number"}');
        return;
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' }).end(UPSTREAM_HTML);
        return;
      default: {
        const body = table[path];
        const send = () =>
          body === undefined
            ? response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
            : response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (mode === 'slow-ok') setTimeout(send, 300);
        else send();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next, nextAnswers) {
      mode = next;
      if (nextAnswers) table = nextAnswers;
    },
    calls: () => [...seen],
    reset: () => {
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export { UPSTREAM_HTML };
