import { describe, expect, it } from 'vitest';
import { LIVE_RELAYS } from '../../config/live-push';
import { mulberry32 } from '../random/mulberry32';
import { hubName, pageShard, relayName, relayRoutes, relaySettings, relaysNeeded } from './relay-plan';

describe('relaySettings', () => {
  it('reads the vars, and keeps the defaults for what is unset or not a whole number', () => {
    expect(relaySettings({})).toEqual({ socketsPerRelay: LIVE_RELAYS.socketsPerRelay, minRelays: LIVE_RELAYS.minRelays, fanOut: LIVE_RELAYS.fanOut, maxRelays: LIVE_RELAYS.maxRelays });
    expect(relaySettings({ LIVE_RELAY_SOCKETS: '3', LIVE_RELAYS_MIN: '5', LIVE_RELAY_FAN_OUT: '2', LIVE_RELAYS_MAX: '9' })).toEqual({ socketsPerRelay: 3, minRelays: 5, fanOut: 2, maxRelays: 9 });
    expect(relaySettings({ LIVE_RELAY_SOCKETS: '0' }).socketsPerRelay).toBe(0);
    expect(relaySettings({ LIVE_RELAY_SOCKETS: '-1', LIVE_RELAYS_MIN: '0', LIVE_RELAY_FAN_OUT: '1' })).toEqual(relaySettings({}));
    expect(relaySettings({ LIVE_RELAY_SOCKETS: 'lots' }).socketsPerRelay).toBe(LIVE_RELAYS.socketsPerRelay);
    expect(relaySettings({ LIVE_RELAYS_MAX: '0' }).maxRelays).toBe(LIVE_RELAYS.maxRelays);
  });

  it('has a ceiling on a match’s relays by default, and keeps the floor under it', () => {
    expect(LIVE_RELAYS.maxRelays).toBeGreaterThan(0);
    expect(relaySettings({ LIVE_RELAYS_MIN: '50', LIVE_RELAYS_MAX: '8' })).toMatchObject({ minRelays: 8, maxRelays: 8 });
  });
});

describe('pageShard', () => {
  it('gives the same page the same relay, and spreads pages evenly', () => {
    expect(pageShard('abc', 7)).toBe(pageShard('abc', 7));
    expect(pageShard('abc', 1)).toBe(0);
    // Page ids drawn from a seed: the same 5,000 on every run, so the spread is checked, not luck.
    const random = mulberry32(20261129);
    const counts = new Array(5).fill(0) as number[];
    for (let i = 0; i < 5_000; i++) counts[pageShard(random().toString(36).slice(2, 14), 5)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    for (const count of counts) expect(count).toBeLessThan(1_150);
  });
});

describe('relaysNeeded', () => {
  const settings = { socketsPerRelay: 10, minRelays: 1, fanOut: 4, maxRelays: 100 };
  it('adds relays once they pass the fill target, never removes any, and keeps the floor', () => {
    expect(relaysNeeded(0, 1, settings)).toBe(1);
    expect(relaysNeeded(5, 1, settings)).toBe(1);
    expect(relaysNeeded(6, 1, settings)).toBe(2);
    expect(relaysNeeded(51, 2, settings)).toBe(11);
    expect(relaysNeeded(0, 11, settings)).toBe(11);
    expect(relaysNeeded(0, 1, { ...settings, minRelays: 5 })).toBe(5);
  });

  it('adds none past the ceiling, however large the audience, and takes none away below it', () => {
    const capped = { ...settings, maxRelays: 3 };
    expect(relaysNeeded(6, 1, capped)).toBe(2);
    expect(relaysNeeded(1_000_000, 1, capped)).toBe(3);
    expect(relaysNeeded(1_000_000, 3, capped)).toBe(3);
    // The default ceiling holds too: a made-up audience of a billion adds relays up to it only.
    expect(relaysNeeded(1e9, 1, relaySettings({}))).toBe(LIVE_RELAYS.maxRelays);
    // A match that has more (the ceiling lowered during it) keeps them: its pages are on them.
    expect(relaysNeeded(1_000_000, 5, capped)).toBe(5);
  });
});

describe('relayRoutes', () => {
  it('reaches every relay directly up to the fan-out', () => {
    expect(relayRoutes(3, 4)).toEqual([{ shards: [0] }, { shards: [1] }, { shards: [2] }]);
  });
  it('goes through hubs of at most the fan-out past it: a second level', () => {
    const routes = relayRoutes(10, 4);
    expect(routes).toEqual([{ hub: 0, shards: [0, 1, 2, 3] }, { hub: 1, shards: [4, 5, 6, 7] }, { hub: 2, shards: [8, 9] }]);
    // A million sockets: 100 relays of 10,000 through 4 hubs of 32 at most.
    const final = relayRoutes(100, 32);
    expect(final).toHaveLength(4);
    expect(final.flatMap((route) => route.shards)).toHaveLength(100);
  });
  it('names relays and hubs apart from the watcher and from each other', () => {
    expect(new Set([relayName('espana', 7, 0), hubName('espana', 7, 0), 'espana:7']).size).toBe(3);
  });
});
