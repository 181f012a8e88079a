/// <reference types="node" />
// A local stand-in for the error-reporting service: it accepts Sentry envelopes on loopback,
// as the Worker's and the browser's SDKs send them, and keeps them for the test to read.
//
//   const ingest = await startIngestDouble();
//   start the site with SENTRY_DSN: ingest.dsn
//   const event = await ingest.waitForItem((item) => item.type === 'event' && …);
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EnvelopeItem = {
  type: string;
  headers: Record<string, unknown>;
  /** The item's JSON, or its raw bytes when it is not JSON (a compressed replay recording). */
  payload: unknown;
};
export type Envelope = { project: string; headers: Record<string, unknown>; items: EnvelopeItem[] };

export type IngestDouble = {
  /** A DSN that sends here (project 1). */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  items(): EnvelopeItem[];
  waitForItem(match: (item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
  close(): Promise<void>;
};

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes;
  }
}

/** Splits an envelope: a header line, then per item a header line and a payload of `length` bytes or up to the next newline. */
export function parseEnvelope(body: Buffer, project = ''): Envelope {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const headers = JSON.parse(line().toString('utf8') || '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeaders = JSON.parse(headerLine.toString('utf8')) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeaders.length === 'number') {
      payload = body.subarray(offset, offset + itemHeaders.length);
      offset += itemHeaders.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    items.push({ type: String(itemHeaders.type), headers: itemHeaders, payload: parseJson(payload) });
  }
  return { project, headers, items };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

// The browser SDK posts across origins and reads the status (a replay waits for a 2xx).
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };

export async function startIngestDouble(): Promise<IngestDouble> {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    const match = /^\/api\/(\d+)\/envelope\/?(\?|$)/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return void response.writeHead(404, CORS).end();
    try {
      envelopes.push(parseEnvelope(await readBody(request), match[1]));
    } catch {
      return void response.writeHead(400, CORS).end();
    }
    response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{}');
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const items = () => envelopes.flatMap((envelope) => envelope.items);

  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    items,
    waitForItem(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items().find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching envelope item within ${timeoutMs} ms; received: ${items().map((item) => item.type).join(', ') || 'nothing'}`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type SentryEvent = {
  level?: string;
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  message?: string;
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string } }[] };
};

/** An error event's payload, when the item is one. */
export function asEvent(item: EnvelopeItem): SentryEvent | undefined {
  return item.type === 'event' && item.payload && typeof item.payload === 'object' && !Buffer.isBuffer(item.payload) ? (item.payload as SentryEvent) : undefined;
}

/** Whether an item is an error event whose exception (or message) mentions `text`. */
export function eventMentioning(text: string): (item: EnvelopeItem) => boolean {
  return (item) => {
    const event = asEvent(item);
    if (!event) return false;
    return Boolean(event.message?.includes(text) || event.exception?.values?.some((value) => value.value?.includes(text)));
  };
}
