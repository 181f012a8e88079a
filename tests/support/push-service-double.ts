/// <reference types="node" />
// A push service on 127.0.0.1 for the tests and the bench: it hands out subscriptions whose
// keys it keeps, answers each push as the subscription was told to (201, or 404 / 410 for one it
// "no longer knows"; first a script of 429s with their Retry-After, 500s, and 400s or 403s that
// refuse the subscription itself, when given one),
// decrypts every body with that subscription's private key and checks its VAPID header, and
// records what it got.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVapidHeader, decryptPushBody, makeBrowserKeys, type BrowserKeys, type VapidClaims } from './web-push-keys';

export type PushAnswer = 201 | 404 | 410;
/** An answer before the subscription's own: a throttled push service (429), a failing one (500), or one refusing this subscription (400, 403). */
export type ScriptedAnswer = { status: 400 | 403 | 429 | 500; retryAfter?: string };
export type PushDelivery = {
  subscription: number;
  at: number;
  status: PushAnswer | ScriptedAnswer['status'];
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed as JSON; absent when decryption or the VAPID check failed. */
  payload?: { title: string; body: string; url: string; tag: string; lang: string; dir: string };
  vapid?: { claims: VapidClaims; publicKey: string };
  error?: string;
};
export type DoubleSubscription = { id: number; endpoint: string; keys: { p256dh: string; auth: string }; received(): PushDelivery[] };
export type PushServiceDouble = {
  origin: string;
  deliveries: PushDelivery[];
  subscribe(answer?: PushAnswer, script?: readonly ScriptedAnswer[]): DoubleSubscription;
  /** Resolves once `test` holds for what was delivered, checking at each delivery. */
  waitFor(test: () => boolean, timeoutMs?: number, describe?: () => string): Promise<void>;
  close(): Promise<void>;
};

export async function startPushServiceDouble({ decrypt = true }: { decrypt?: boolean } = {}): Promise<PushServiceDouble> {
  const subscriptions = new Map<number, { keys: BrowserKeys; answer: PushAnswer; script: ScriptedAnswer[] }>();
  const deliveries: PushDelivery[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = Number(/^\/push\/(\d+)$/.exec(request.url ?? '')?.[1]);
      const known = subscriptions.get(id);
      if (request.method !== 'POST' || !known) {
        response.writeHead(400).end();
        return;
      }
      const scripted = known.script.shift();
      const delivery: PushDelivery = { subscription: id, at: performance.now(), status: scripted?.status ?? known.answer, headers: request.headers };
      if (decrypt) {
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          delivery.vapid = checkVapidHeader(request.headers.authorization);
          delivery.payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), known.keys)) as PushDelivery['payload'];
        } catch (error) {
          delivery.error = (error as Error).message;
        }
      }
      deliveries.push(delivery);
      response.writeHead(delivery.status, scripted?.retryAfter ? { 'retry-after': scripted.retryAfter } : {}).end();
      for (const waiter of waiters) waiter();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let lastId = 0;

  return {
    origin,
    deliveries,
    subscribe(answer = 201, script = []) {
      const id = ++lastId;
      const keys = makeBrowserKeys();
      subscriptions.set(id, { keys, answer, script: [...script] });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: keys.p256dh, auth: keys.auth }, received: () => deliveries.filter((delivery) => delivery.subscription === id) };
    },
    waitFor(test, timeoutMs = 30_000, describe = () => `${deliveries.length} deliveries`) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!test()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the push double did not get what was awaited within ${timeoutMs} ms: ${describe()}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
