// What a live match's watcher and its relays do alike with their pages' sockets: send a change to
// each language's sockets, tell a page what it missed, answer a close, and not fail on a socket
// that is closing as they send.
import type { DurableObjectState, WebSocket as WorkerSocket, WebSocketRequestResponsePair as PairType } from '@cloudflare/workers-types';
import type { LocaleCode } from '../config/locales';
import type { LiveServerMessage, LiveVotesMessage } from '../lib/live-push/protocol';
import type { RelayChange } from '../lib/live-push/relay-protocol';

// Workers' globals, typed here rather than in the whole project (whose lib is the browser's).
type RuntimeGlobals = {
  WebSocketPair: new () => { 0: WorkerSocket; 1: WorkerSocket };
  WebSocketRequestResponsePair: new (request: string, response: string) => PairType;
};
export const runtime: RuntimeGlobals = globalThis as typeof globalThis & RuntimeGlobals;

export function trySend(socket: WorkerSocket, text: string): void {
  try {
    socket.send(text);
  } catch {
    // A socket closing as we send: its page reconnects and catches up.
  }
}

/** Each language's message written once and sent to its sockets, found by their tag; how many were sent to. */
export function sendToLanguages(ctx: DurableObjectState, change: Pick<RelayChange, 'seq' | 'at' | 'views'>): number {
  let sent = 0;
  for (const [lang, view] of Object.entries(change.views)) {
    const sockets = ctx.getWebSockets(lang);
    if (!view || sockets.length === 0) continue;
    const text = JSON.stringify({ type: 'change', seq: change.seq, at: change.at, view } satisfies LiveServerMessage);
    for (const socket of sockets) trySend(socket, text);
    sent += sockets.length;
  }
  return sent;
}

/** The fans' counts to every socket, whatever its language: one text (ADR 062). */
export function sendVotes(ctx: DurableObjectState, votes: LiveVotesMessage | undefined): void {
  if (!votes) return;
  const text = JSON.stringify(votes);
  for (const socket of ctx.getWebSockets()) trySend(socket, text);
}

/** Whether `next` counts more votes than `known` (the newer of two counts; they only grow). */
export const newerVotes = (next: LiveVotesMessage | undefined, known: LiveVotesMessage | undefined): next is LiveVotesMessage =>
  next !== undefined && next.seq > (known?.seq ?? -1);

/** What a page that has seen up to `since` missed: the match as it is now, or "nothing". */
export function catchUpSocket(socket: WorkerSocket, last: Pick<RelayChange, 'seq' | 'at' | 'views'> | undefined, lang: LocaleCode, since: number): void {
  const view = last?.views[lang];
  if (!last || !view) return;
  trySend(socket, JSON.stringify((since === last.seq ? { type: 'synced', seq: last.seq } : { type: 'change', seq: last.seq, at: last.at, view }) satisfies LiveServerMessage));
}

/** Answers a page's close; 1005 and 1006 say no code was sent and cannot be sent back. */
export function answerClose(socket: WorkerSocket, code: number, reason: string): void {
  try {
    socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
  } catch {
    // Already closed.
  }
}
