/// <reference types="node" />
// A site in front of the test server that passes everything through, until the test makes one
// page's address answer as the Worker answers when the league does not: the page rendered without
// its data, marked `no-store` and `x-page-degraded` (tests/integration/league-unreachable.test.ts
// checks the Worker marks it so). The browser tests use it to see what a fan's service worker
// does with such an answer, which the shared servers cannot be made to give on demand.
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DegradingProxy = {
  url: string;
  /** From now on, this path answers as a degraded render: its `<main>` carries `data-degraded`. */
  degrade(path: string): void;
  close(): Promise<void>;
};

export async function startDegradingProxy(target: string): Promise<DegradingProxy> {
  const degraded = new Set<string>();
  const { hostname, port } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    // Plain bodies, so a degraded one can be rewritten.
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: `${hostname}:${port}` };
    delete headers['accept-encoding'];
    const upstream = forward({ hostname, port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!degraded.has((incoming.url ?? '').split('?')[0] ?? '')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').replace('<main', '<main data-degraded');
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...kept } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'cache-control': 'no-store', 'x-page-degraded': '1', 'content-length': Buffer.byteLength(body) });
        outgoing.end(body);
      });
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    degrade: (path) => void degraded.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
