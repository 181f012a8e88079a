import { describe, expect, it } from 'vitest';
import type { SquadMember } from '../generator/lineup';
import { CYCLE_MINUTES, MINUTE_MS, STAGGER_MINUTES } from './live-cycle';
import { liveMatchState, type LiveMatchInput, type LiveMatchState } from './live-match';

const ROLES = ['goalkeeper', 'defender', 'defender', 'defender', 'midfielder', 'midfielder', 'midfielder', 'forward', 'forward', 'forward', 'midfielder', 'forward', 'goalkeeper', 'defender'] as const;
const squad = (base: number): SquadMember[] =>
  ROLES.map((role, i) => ({ id: base + i, role, category: i < 10 ? 'draft' : i < 12 ? 'wildcard' : 'reserve', rating: 60 + ((i * 7) % 25) }));

/** The current turn: six matches in slots 0–5. */
const TURN: LiveMatchInput[] = Array.from({ length: 6 }, (_, slot) => ({
  id: 500 + slot, slot, homeTeamId: 10 + slot * 2, awayTeamId: 11 + slot * 2, home: squad(1000 + slot * 100), away: squad(1050 + slot * 100),
}));

const LIVE = new Set(['inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP']);
const START = Date.UTC(2026, 10, 21, 9, 7, 30);
const total = (s: LiveMatchState) => (s.scores ? s.scores.homeScore1T + s.scores.homeScore2T + s.scores.awayScore1T + s.scores.awayScore2T : 0);
/** Section 4: from 11 minutes before to 5 minutes after kickoff. */
const startsSoon = (s: LiveMatchState, now: number) => s.kickoffMs - now <= 11 * MINUTE_MS && now - s.kickoffMs <= 5 * MINUTE_MS;

describe('liveMatchState', () => {
  it('gives the same state for the same clock', () => {
    for (const offset of [0, 7 * MINUTE_MS, 33 * MINUTE_MS + 12_000, 46 * MINUTE_MS]) {
      expect(liveMatchState(TURN[0]!, START + offset)).toEqual(liveMatchState(TURN[0]!, START + offset));
    }
  });

  it('always has a live match, one starting soon and one upcoming in the turn, minute by minute for a whole cycle', () => {
    for (let minute = 0; minute <= CYCLE_MINUTES; minute++) {
      const now = START + minute * MINUTE_MS;
      const states = TURN.map((m) => liveMatchState(m, now));
      expect(states.filter((s) => LIVE.has(s.status)).length, `minute ${minute}`).toBeGreaterThanOrEqual(1);
      expect(states.filter((s) => startsSoon(s, now)).length, `minute ${minute}`).toBeGreaterThanOrEqual(1);
      expect(states.filter((s) => s.status === 'notStarted').length, `minute ${minute}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('staggers the kickoffs by fifteen minutes', () => {
    const kickoffs = TURN.map((m) => liveMatchState(m, START).kickoffMs % (CYCLE_MINUTES * MINUTE_MS));
    const sorted = [...kickoffs].sort((a, b) => a - b);
    expect(new Set(sorted.map((k, i) => (sorted[(i + 1) % 6]! - k + CYCLE_MINUTES * MINUTE_MS) % (CYCLE_MINUTES * MINUTE_MS)))).toEqual(new Set([STAGGER_MINUTES * MINUTE_MS]));
  });

  it('never turns the minute, the score or the events back within a replay, and moves them on', () => {
    for (const match of TURN) {
      const kickoff = liveMatchState(match, START).kickoffMs;
      let previous: LiveMatchState | undefined;
      const seen = new Set<string>();
      for (let second = 0; second < 60 * 60; second += 10) {
        const state = liveMatchState(match, kickoff + second * 1000);
        expect(state.kickoffMs).toBe(kickoff);
        seen.add(state.status);
        if (previous) {
          expect(state.currentMinute ?? 0).toBeGreaterThanOrEqual(previous.currentMinute ?? 0);
          expect(total(state)).toBeGreaterThanOrEqual(total(previous));
          expect(state.events.length).toBeGreaterThanOrEqual(previous.events.length);
          expect(state.events.slice(0, previous.events.length)).toEqual(previous.events);
        }
        previous = state;
      }
      expect([...seen]).toEqual(expect.arrayContaining(['inPlay1H', 'halfTime', 'inPlay2H']));
      expect(previous!.status).toMatch(/^ended/);
      expect(previous!.events.length).toBeGreaterThan(liveMatchState(match, kickoff + 60_000).events.length);
    }
  });

  it('counts the clock as the league does: two halves of twenty minutes around a five-minute break', () => {
    const match = TURN[2]!;
    const kickoff = liveMatchState(match, START).kickoffMs;
    expect(liveMatchState(match, kickoff + 10 * MINUTE_MS)).toMatchObject({ status: 'inPlay1H', currentMinute: 11 });
    expect(liveMatchState(match, kickoff + 22 * MINUTE_MS)).toMatchObject({ status: 'halfTime', currentMinute: 20 });
    expect(liveMatchState(match, kickoff + 30 * MINUTE_MS)).toMatchObject({ status: 'inPlay2H', currentMinute: 26 });
    expect(liveMatchState(match, kickoff + 55 * MINUTE_MS).status).toMatch(/^ended/);
    const waiting = liveMatchState(match, kickoff + 70 * MINUTE_MS);
    expect(waiting).toMatchObject({ status: 'notStarted', scores: null, events: [] });
    expect(waiting.kickoffMs).toBe(kickoff + CYCLE_MINUTES * MINUTE_MS);
  });

  it('settles a level replay with a shootout that is shown kick by kick', () => {
    const match = TURN[0]!;
    let found = false;
    for (let cycle = 0; cycle < 200 && !found; cycle++) {
      const kickoff = liveMatchState(match, START + cycle * CYCLE_MINUTES * MINUTE_MS).kickoffMs;
      const end = liveMatchState(match, kickoff + 58 * MINUTE_MS);
      if (end.status !== 'endedAfterPenalties') continue;
      found = true;
      // Level at minute 36 it goes straight to the kicks; level after a Matchball equaliser, at 40.
      const during = Array.from({ length: 60 }, (_, i) => liveMatchState(match, kickoff + 41 * MINUTE_MS + i * 10_000)).find((s) => s.status === 'inPlayP');
      expect(during).toBeDefined();
      expect(during!.scores!.homeScoreP).not.toBeNull();
      expect(end.scores!.homeScoreP).not.toBe(end.scores!.awayScoreP);
    }
    expect(found).toBe(true);
  });

  it('ends a replay at the Matchball goal that puts a side ahead, before the forty minutes are up', () => {
    const match = TURN[1]!;
    let found = false;
    for (let cycle = 0; cycle < 200 && !found; cycle++) {
      const kickoff = liveMatchState(match, START + cycle * CYCLE_MINUTES * MINUTE_MS).kickoffMs;
      const beforeFullTime = liveMatchState(match, kickoff + 44 * MINUTE_MS + 50_000);
      if (beforeFullTime.status !== 'ended') continue;
      found = true;
      const play = beforeFullTime.events.filter((e) => e[1] <= 2 && e[4] !== 'MVP');
      const last = play.filter((e) => e[4].split(',').includes('GOL')).at(-1)!;
      expect(last[0]).toBeGreaterThanOrEqual(36 * 60);
      expect(play.every((e) => e[0] <= last[0])).toBe(true);
      expect(beforeFullTime.currentMinute).toBeLessThanOrEqual(40);
      expect(beforeFullTime.clock).toEqual({ matchSecond: last[0], atMs: kickoff + 44 * MINUTE_MS + 50_000 });
    }
    expect(found).toBe(true);
  });

  it('sends the clock to the second while a half is played, and stops it at half-time', () => {
    const match = TURN[3]!;
    const kickoff = liveMatchState(match, START).kickoffMs;
    expect(liveMatchState(match, kickoff + 150_400).clock).toEqual({ matchSecond: 150, atMs: kickoff + 150_000 });
    expect(liveMatchState(match, kickoff + 22 * MINUTE_MS).clock).toEqual({ matchSecond: 1200, atMs: kickoff + 22 * MINUTE_MS });
    expect(liveMatchState(match, kickoff + 30 * MINUTE_MS + 5_000).clock).toEqual({ matchSecond: 1505, atMs: kickoff + 30 * MINUTE_MS + 5_000 });
  });
});
