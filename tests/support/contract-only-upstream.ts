/// <reference types="node" />
// A league upstream with section 7's contract and nothing more: it relays the demo league's
// answers from a running demo site and answers 404 for the demo's own extensions (draft,
// transfers, tier list, legends), as the league's real API would. Anything else is a 404 too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const EXTENSION = /^\/api\/v1\/competition\/(seasons\/\d+\/(draft|transfers|tier-list)|legends)$/;
const CONTRACT = /^\/api\/(v1\/competition|stats)(\/|$)/;

export type ContractOnlyUpstream = {
  url: string;
  /** The extension paths asked for (each answered 404). */
  extensionCalls(): string[];
  close(): Promise<void>;
};

export async function startContractOnlyUpstream(demoSiteUrl: string): Promise<ContractOnlyUpstream> {
  const extensionCalls: string[] = [];
  const server: Server = createServer((request, response) => {
    const target = request.url ?? '/';
    const path = target.split('?')[0] ?? '/';
    const notFound = () => response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    if (EXTENSION.test(path)) {
      extensionCalls.push(path);
      notFound();
      return;
    }
    if (!CONTRACT.test(path)) {
      notFound();
      return;
    }
    fetch(demoSiteUrl + target).then(
      async (answer) => response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text()),
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    extensionCalls: () => [...extensionCalls],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
