// A live match's watcher with its calls stubbed: what it does when the app's read or alert look
// fails. The Durable Object's state is a small in-memory stand-in.
import type { DurableObjectState } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchedMatch } from '../lib/live-push/read-watched-match';
import { judgeClientMessage } from '../lib/live-push/socket-messages';
import { parseSocketQuery } from '../lib/live-push/socket-query';
import { parseEnv } from '../env';
import { MatchWatcher, type WatcherCalls } from './live-match-watcher';

const TARGET = { region: 'espana', id: 501 };
const ENV = { EDITION: 'kings' };

function fakeSocket() {
  let attachment: unknown = { lang: 'en', recent: [] };
  return {
    sent: [] as string[],
    send(text: string) {
      this.sent.push(text);
    },
    close: vi.fn(),
    serializeAttachment: (value: unknown) => void (attachment = value),
    deserializeAttachment: () => attachment,
  };
}

/** A watcher already following TARGET with one page open, whose last change had `signature`. */
function watcherWith(calls: Partial<WatcherCalls>, signature = 'before') {
  const stored = new Map<string, unknown>([['target', TARGET], ['last', { seq: 3, at: 0, signature, views: {} }]]);
  const socket = fakeSocket();
  const kept: Promise<unknown>[] = [];
  const alarms: number[] = [];
  const ctx = {
    storage: {
      get: async (key: string) => stored.get(key),
      put: async (key: string, value: unknown) => void stored.set(key, value),
      getAlarm: async () => alarms.at(-1) ?? null,
      setAlarm: async (at: number) => void alarms.push(at),
      deleteAlarm: async () => undefined,
    },
    getWebSockets: () => [socket],
    setWebSocketAutoResponse: () => undefined,
    waitUntil: (work: Promise<unknown>) => void kept.push(work),
  } as unknown as DurableObjectState;
  const report = vi.fn<WatcherCalls['report']>(async () => undefined);
  const all: WatcherCalls = { parseEnv, watchMatch: vi.fn(), lookAtMatchAlerts: vi.fn(async () => undefined), parseSocketQuery, judgeClientMessage, report, ...calls };
  const watcher = new MatchWatcher(ctx, ENV, all);
  return { watcher, socket, report, alarms, settled: () => Promise.allSettled(kept) };
}

const watched = (signature: string): WatchedMatch => ({ tracked: true, signature, views: { en: { id: 501 } } as unknown as WatchedMatch['views'] });

beforeEach(() => {
  vi.stubGlobal('WebSocketRequestResponsePair', class {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a live match’s watcher', () => {
  it('reports a failed read once for a run of failures, keeps what pages show and reads again each tick', async () => {
    const upstreamDown = new Error('upstream down');
    const watchMatch = vi.fn<WatcherCalls['watchMatch']>().mockRejectedValueOnce(upstreamDown).mockRejectedValueOnce(upstreamDown).mockResolvedValueOnce(watched('before'));
    const { watcher, socket, report, alarms } = watcherWith({ watchMatch });
    await watcher.alarm();
    await watcher.alarm();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(ENV, expect.anything(), { error: upstreamDown, work: 'live-match-read', tags: { region: 'espana', match: '501' } });
    expect(socket.sent).toEqual([]);
    expect(alarms).toHaveLength(2);
    // Read again, unchanged: the run of failures is over, and a new one is reported again.
    await watcher.alarm();
    expect(watchMatch).toHaveBeenCalledTimes(3);
    watchMatch.mockRejectedValueOnce(new Error('down again'));
    await watcher.alarm();
    expect(report.mock.calls.map(([, , failure]) => (failure.error as Error).message)).toEqual(['upstream down', 'down again']);
  });

  it('pushes a change even when the alert look after it fails, and reports that failure', async () => {
    const lookFailed = new Error('alerts database unavailable');
    const { watcher, socket, report, settled } = watcherWith({
      watchMatch: async () => watched('after'),
      lookAtMatchAlerts: async () => {
        throw lookFailed;
      },
    });
    await watcher.alarm();
    await settled();
    expect(socket.sent.map((text) => JSON.parse(text) as { type: string; seq: number })).toEqual([expect.objectContaining({ type: 'change', seq: 4 })]);
    expect(report).toHaveBeenCalledWith(ENV, expect.anything(), { error: lookFailed, work: 'team-alerts-look', tags: { region: 'espana', match: '501' } });
  });
});
