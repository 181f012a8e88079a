// The answer to a page that asks to follow a match already over: its socket accepted, told
// "over" and closed with the match-over code, as the watcher tells its pages at the final
// whistle. A browser cannot read the status of a refused upgrade (to the page, a 409 is a socket
// that failed, logged in the console, and tried again); a close code it can read.
import { LIVE_CLOSE_CODES } from '../../config/live-push';
import type { LiveServerMessage } from './protocol';

type OpenSocket = { send(message: string): void; close(code: number, reason: string): void };
type ServerSocket = OpenSocket & { accept(): void };
export type SocketPairConstructor = new () => { 0: unknown; 1: ServerSocket };

/**
 * Says on `socket` that the match is over, after change `seq`, and hangs up with the code after
 * which a page does not come back: the watcher's last word to its pages, and this file's only one.
 */
export function tellMatchOver(socket: OpenSocket, seq: number): void {
  try {
    socket.send(JSON.stringify({ type: 'over', seq } satisfies LiveServerMessage));
  } catch {
    // A socket closing as we send: its page comes back to a watcher that says the same.
  }
  try {
    socket.close(LIVE_CLOSE_CODES.matchOver, 'match over');
  } catch {
    // Already closing.
  }
}

/** The Workers runtime's pair, where there is one (not in Node). */
const runtimePair = () => (globalThis as { WebSocketPair?: SocketPairConstructor }).WebSocketPair;

/** The 101 answer, or undefined where the runtime cannot make sockets (the caller refuses instead). */
export function matchOverSocket(Pair: SocketPairConstructor | undefined = runtimePair()): Response | undefined {
  if (!Pair) return undefined;
  const pair = new Pair();
  const server = pair[1];
  server.accept();
  // No change was numbered for this page: the page stops on the type alone.
  tellMatchOver(server, 0);
  return new Response(null, { status: 101, webSocket: pair[0] } as ResponseInit);
}
