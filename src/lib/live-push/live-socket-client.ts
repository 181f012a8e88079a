// The page's end of the live socket: opens it, follows the watcher's changes in order, comes
// back with back-off and jitter after a drop (resuming from the last change seen), and gives up
// once drops keep coming. Polling stays the page's own: this only says when it may rest. The
// socket names an id the page keeps, whose hash picks the match's relay (ADR 052).
import { LIVE_SOCKET_CLIENT } from '../../config/live-push';
import { savesData } from '../browser/data-saving';
import { PING, PONG, type LiveServerMessage, type LiveVotesMessage } from './protocol';

export type LiveSocketOptions = {
  /** The socket's path on this site (toLiveSocketPath). */
  path: string;
  /** A change newer than any seen: the match as it is now (the caller checks its shape). */
  onChange: (view: unknown) => void;
  /** The fans' counts, newer than any seen (ADR 062); their own order, apart from the changes'. */
  onVotes?: (tallies: LiveVotesMessage['tallies']) => void;
  /** Open: the page may stop polling. Closed: it must poll until the socket is back. */
  onLink: (open: boolean) => void;
  /** Where the page is: the socket goes to the same host, ws: or wss: as the page. */
  pageUrl?: string;
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
  /** The id whose hash picks the relay; the tab's own by default. */
  pageId?: string;
  random?: () => number;
};

let tabId: string | undefined;
/** One id per tab, kept across its pages, so a tab's sockets go to the same relay. */
function keptPageId(): string {
  if (tabId) return tabId;
  const made = Math.random().toString(36).slice(2, 14) || '0';
  try {
    tabId = sessionStorage.getItem('kl:live-page') ?? undefined;
    if (!tabId || !/^[0-9a-z]{1,24}$/.test(tabId)) sessionStorage.setItem('kl:live-page', (tabId = made));
  } catch {
    // No storage (a sandboxed frame, a strict mode): this page's own id.
    tabId = made;
  }
  return tabId;
}

function socketUrl(path: string, pageUrl: string, since: number, pageId: string): string {
  const url = new URL(path, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('page', pageId);
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
    path, onChange, onVotes, onLink, pageUrl = location.href, createSocket = (url) => new WebSocket(url), now = Date.now, random = Math.random,
  } = options;
  // Saving data (ADR 047): no socket; the page polls, every 30 s at most (savingPollDelay).
  if (savesData()) return () => undefined;
  const pageId = options.pageId ?? keptPageId();
  let seen = 0;
  let votesSeen = -1;
  let attempts = 0;
  let finished = false;
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    let opened: number | undefined;
    try {
      socket = createSocket(socketUrl(path, pageUrl, seen, pageId));
    } catch {
      return dropped(undefined);
    }
    socket.onopen = () => {
      opened = now();
      onLink(true);
      heartbeat = setInterval(() => socket?.send(PING), LIVE_SOCKET_CLIENT.heartbeatMs);
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'votes') {
        if (message.seq > votesSeen && message.tallies && typeof message.tallies === 'object') onVotes?.(message.tallies);
        votesSeen = Math.max(votesSeen, message.seq);
        return;
      }
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
    if (opened !== undefined && now() - opened >= LIVE_SOCKET_CLIENT.healthyAfterMs) attempts = 0;
    const delay = LIVE_SOCKET_CLIENT.reconnectDelaysMs[attempts++];
    // Jittered: the pages of a relay that failed do not all come back in the same instant.
    if (delay !== undefined) retry = setTimeout(connect, delay * (1 + LIVE_SOCKET_CLIENT.reconnectJitter * (2 * random() - 1)));
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
