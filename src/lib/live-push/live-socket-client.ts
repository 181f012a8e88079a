// The page's end of the live socket: opens it, follows the watcher's changes in order, comes
// back with back-off after a drop (resuming from the last change seen), and gives up once drops
// keep coming. Polling stays the page's own: this only says when it may rest.
import { LIVE_PUSH } from '../../config/live-push';
import { savesData } from '../browser/data-saving';
import { PING, PONG, type LiveServerMessage } from './protocol';

export type LiveSocketOptions = {
  /** The socket's path on this site (toLiveSocketPath). */
  path: string;
  /** A change newer than any seen: the match as it is now (the caller checks its shape). */
  onChange: (view: unknown) => void;
  /** Open: the page may stop polling. Closed: it must poll until the socket is back. */
  onLink: (open: boolean) => void;
  /** Where the page is: the socket goes to the same host, ws: or wss: as the page. */
  pageUrl?: string;
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
};

function socketUrl(path: string, pageUrl: string, since: number): string {
  const url = new URL(path, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (since > 0) url.searchParams.set('since', String(since));
  return url.toString();
}

function parseMessage(data: unknown): LiveServerMessage | undefined {
  if (typeof data !== 'string' || data === PONG) return undefined;
  try {
    const message = JSON.parse(data) as Partial<LiveServerMessage> | null;
    return message && typeof message.seq === 'number' && typeof message.type === 'string' ? (message as LiveServerMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the socket; the returned function closes it for good. */
export function connectLiveSocket(options: LiveSocketOptions): () => void {
  const {
    path, onChange, onLink, pageUrl = location.href, createSocket = (url) => new WebSocket(url), now = Date.now,
  } = options;
  // Saving data (ADR 047): no socket; the page polls, every 30 s at most (savingPollDelay).
  if (savesData()) return () => undefined;
  let seen = 0;
  let attempts = 0;
  let finished = false;
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    let opened: number | undefined;
    try {
      socket = createSocket(socketUrl(path, pageUrl, seen));
    } catch {
      return dropped(undefined);
    }
    socket.onopen = () => {
      opened = now();
      onLink(true);
      heartbeat = setInterval(() => socket?.send(PING), LIVE_PUSH.heartbeatMs);
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'over') finished = true;
      // Each change carries the whole match, so one newer than the last seen leaves nothing out,
      // and one already seen (a resume racing a broadcast) is never applied twice.
      if (message.seq <= seen) return;
      seen = message.seq;
      if (message.type === 'change') onChange(message.view);
    };
    socket.onclose = () => dropped(opened);
  };

  const dropped = (opened: number | undefined) => {
    clearInterval(heartbeat);
    if (opened !== undefined) onLink(false);
    if (finished) return;
    // A socket that stayed up a good while was not "dropping": start counting again.
    if (opened !== undefined && now() - opened >= LIVE_PUSH.healthyAfterMs) attempts = 0;
    const delay = LIVE_PUSH.reconnectDelaysMs[attempts++];
    if (delay !== undefined) retry = setTimeout(connect, delay);
  };

  connect();
  return () => {
    finished = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    if (!socket) return;
    socket.onclose = null;
    socket.close();
  };
}
