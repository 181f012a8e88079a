// A demo match read at chosen instants of its replay, moved there with POST /api/demo/clock, and
// worked out by the match state as the match centre does: the scale-up at 2:30, the double goal at
// 18:00, half-time, Matchball. The demo league sends the proposed clock anchor and card codes.
import { describe, expect, it } from 'vitest';
import { rulesForSeason } from '../../src/config/match-rules';
import { reshapeMatch } from '../../src/lib/competition/reshape/match';
import * as S from '../../src/lib/competition/schemas';
import { matchState, type MatchState } from '../../src/lib/match-state';
import { useClockServer } from '../support/clock-server';
import { readCurrentTurn, stopDemoClock } from '../support/live-match';

const server = useClockServer();
const MINUTE = 60_000;
/** Real time from kick-off to a match second: the replay's half-time lasts five minutes. */
const realMs = (matchSecond: number) => (matchSecond < 1200 ? matchSecond : matchSecond + 300) * 1000;

async function stateAt(matchId: number, kickoffMs: number, elapsedMs: number): Promise<MatchState> {
  const base = server().url;
  const now = kickoffMs + elapsedMs;
  await stopDemoClock(base, now);
  const raw = (await readCurrentTurn(base)).find((candidate) => candidate.id === matchId);
  const match = reshapeMatch(S.MatchSchema.parse(raw));
  return matchState(match, rulesForSeason(match.seasonId), now);
}

describe('the match state of a demo match at given instants', () => {
  it('shows the scale-up at 2:30, the double goal at 18:00, half-time, then the second half', async () => {
    const [first] = await readCurrentTurn(server().url);
    const kickoff = Date.parse(first!.date);
    const scaleUp = await stateAt(first!.id, kickoff, realMs(150));
    expect(scaleUp).toMatchObject({ phase: 'scaleUp', matchSecond: 150, phaseSecondsLeft: 150 });
    const off = (side: 'home' | 'away') => scaleUp.effects.filter((effect) => 'side' in effect && effect.side !== side && effect.kind === 'card' ? effect.card === 'rivalOut' : 'side' in effect && effect.side === side && effect.kind === 'suspension').length;
    expect(scaleUp.onPitch.home + off('home')).toBe(4);
    expect(scaleUp.onPitch.away + off('away')).toBe(4);

    const double = await stateAt(first!.id, kickoff, realMs(18 * 60));
    expect(double).toMatchObject({ phase: 'doubleGoal', matchSecond: 1080, phaseSecondsLeft: 120 });
    expect(double.effects).toContainEqual({ kind: 'doubleGoalWindow', secondsLeft: 120 });

    expect(await stateAt(first!.id, kickoff, 22 * MINUTE)).toMatchObject({ phase: 'halfTime', matchSecond: 1200 });
    const dice = await stateAt(first!.id, kickoff, realMs(20 * 60 + 30));
    expect(dice).toMatchObject({ phase: 'dice', matchSecond: 1230 });
    expect([1, 2, 3]).toContain(dice.dice);
  });

  it('shows Matchball at 36:30 in a match not level at 36:00, down to 5 v 5 with goalkeepers', async () => {
    const turn = await readCurrentTurn(server().url);
    const seen: MatchState[] = [];
    for (const match of turn) {
      const state = await stateAt(match.id, Date.parse(match.date), realMs(36 * 60 + 30));
      seen.push(state);
      if (state.phase !== 'matchball') continue;
      expect(state.phaseSecondsLeft).toBe(210);
      expect(state.matchball?.leader ?? 'level').toMatch(/home|away|level/);
      expect(Math.max(state.onPitch.home, state.onPitch.away)).toBeLessThanOrEqual(5);
      return;
    }
    throw new Error(`no match of the turn in Matchball at 36:30: ${seen.map((s) => s.phase).join(', ')}`);
  });
});
