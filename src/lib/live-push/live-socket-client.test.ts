import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SOCKET_CLIENT } from '../../config/live-push';
import { connectLiveSocket } from './live-socket-client';

/** A socket the test drives: it opens, speaks and drops when told. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  say(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.onclose?.();
  }
}

const last = () => FakeSocket.made.at(-1)!;

function connect(extra: { random?: () => number; pageId?: string } = { random: () => 0.5, pageId: 'tab1' }) {
  const changes: unknown[] = [];
  const links: boolean[] = [];
  const stop = connectLiveSocket({
    path: '/api/live/socket?region=espana&lang=en&id=7',
    pageUrl: 'https://kingsleague.pro/en/espana/matches/7-a-vs-b',
    onChange: (view) => changes.push(view),
    onLink: (open) => links.push(open),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    ...extra,
  });
  return { changes, links, stop };
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectLiveSocket', () => {
  it('opens wss: on the page’s host and applies each newer change once, in order', () => {
    const { changes, links } = connect();
    expect(last().url).toBe('wss://kingsleague.pro/api/live/socket?region=espana&lang=en&id=7&page=tab1');
    last().open();
    last().say({ type: 'change', seq: 1, view: 'one' });
    last().say({ type: 'change', seq: 1, view: 'one again' });
    last().say({ type: 'change', seq: 2, view: 'two' });
    last().say('pong');
    last().say('not json');
    expect(changes).toEqual(['one', 'two']);
    expect(links).toEqual([true]);
  });

  it('comes back after a drop with the last change seen, and polls meanwhile', () => {
    const { changes, links } = connect();
    last().open();
    last().say({ type: 'change', seq: 5, view: 'five' });
    last().drop();
    expect(links).toEqual([true, false]);
    vi.advanceTimersByTime(LIVE_SOCKET_CLIENT.reconnectDelaysMs[0]!);
    expect(last().url).toMatch(/&since=5$/);
    last().open();
    last().say({ type: 'synced', seq: 5 });
    last().say({ type: 'change', seq: 6, view: 'six' });
    expect(changes).toEqual(['five', 'six']);
  });

  it('gives up after the back-off is spent, leaving the page to poll', () => {
    const { links } = connect();
    for (const delay of LIVE_SOCKET_CLIENT.reconnectDelaysMs) {
      last().drop();
      vi.advanceTimersByTime(delay);
    }
    expect(FakeSocket.made).toHaveLength(LIVE_SOCKET_CLIENT.reconnectDelaysMs.length + 1);
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(LIVE_SOCKET_CLIENT.reconnectDelaysMs.length + 1);
    expect(links).toEqual([]);
  });

  it('does not come back once the match is over, nor after the page closed it', () => {
    connect();
    last().open();
    last().say({ type: 'over', seq: 3 });
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);

    const second = connect();
    const socket = last();
    second.stop();
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('spreads its reconnects by the jitter, so the pages of a failed relay do not return at once', () => {
    const jitter = LIVE_SOCKET_CLIENT.reconnectJitter;
    const first = LIVE_SOCKET_CLIENT.reconnectDelaysMs[0]!;
    // The earliest draw comes back at delay × (1 − jitter), the latest just before delay × (1 + jitter).
    connect({ random: () => 0, pageId: 'early' });
    last().open();
    last().drop();
    vi.advanceTimersByTime(first * (1 - jitter) - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);

    connect({ random: () => 0.999, pageId: 'late' });
    last().open();
    last().drop();
    vi.advanceTimersByTime(first * (1 + jitter) - 5);
    expect(FakeSocket.made).toHaveLength(3);
    vi.advanceTimersByTime(5);
    expect(FakeSocket.made).toHaveLength(4);
    expect(last().url).toContain('page=late');
  });

  it('names the same page id on every socket of the tab, so it returns to its relay', () => {
    connect({ random: () => 0.5 });
    const firstId = new URL(last().url).searchParams.get('page');
    expect(firstId).toMatch(/^[0-9a-z]{1,24}$/);
    connect({ random: () => 0.5 });
    expect(new URL(last().url).searchParams.get('page')).toBe(firstId);
  });

  it('keeps the link alive with pings while open', () => {
    connect();
    last().open();
    vi.advanceTimersByTime(LIVE_SOCKET_CLIENT.heartbeatMs * 2);
    expect(last().sent).toEqual(['ping', 'ping']);
  });
});
