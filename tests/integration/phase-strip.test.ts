// The match centre's phase strip at chosen instants of a demo match, the league's clock stopped
// there with POST /api/demo/clock: the page as the server draws it, without script.
import { describe, expect, it } from 'vitest';
import { useClockServer } from '../support/clock-server';
import { readSeasonTurns, stopDemoClock } from '../support/live-match';

const site = useClockServer();
const MINUTE = 60_000;
/** The demo's half-time lasts five minutes: the second half kicks off 25 minutes after the first. */
const SECOND_HALF = 25 * MINUTE;

async function stripAt(path: string, at: number): Promise<{ phase?: string; onPitch?: string; html: string }> {
  await stopDemoClock(site().url, at);
  // A live page is kept 8 s: wait it out so the page is drawn at the new instant.
  await new Promise((resolve) => setTimeout(resolve, 8_500));
  const response = await fetch(`${site().url}${path}`);
  expect(response.status).toBe(200);
  const html = (await response.text()).match(/<section class="phase-strip"[\s\S]*?<\/section>/)?.[0] ?? '';
  return { phase: html.match(/data-phase="(\w+)"/)?.[1], onPitch: html.match(/data-on-pitch="([\d-]+)"/)?.[1], html };
}

describe('the phase strip of a demo match', () => {
  it('says the scale-up at 2:30, the double goal at 18:00, half-time, then Matchball', async () => {
    const now = Date.now();
    const match = (await readSeasonTurns(site().url)).flatMap((turn) => turn.matches)
      .filter((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) > now)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
    const kickoff = Date.parse(match.date);
    const path = `/en/espana/matches/${match.id}`;

    const scaleUp = await stripAt(path, kickoff + 2.5 * MINUTE);
    expect(scaleUp.phase).toBe('scaleUp');
    // One a side plus the goalkeepers at kick-off, one more each minute: four at 2:30, but for a
    // side a card keeps one short (a yellow at 0:38 is two minutes off: on-pitch.ts).
    const sides = (scaleUp.onPitch ?? '').split('-').map(Number);
    expect(sides).toHaveLength(2);
    for (const players of sides) expect([3, 4]).toContain(players);
    expect(scaleUp.html).toContain('how-a-match-works#scale-up');
    expect(scaleUp.html).toContain('<span data-countdown="');

    const doubleGoal = await stripAt(path, kickoff + 18 * MINUTE);
    expect(doubleGoal.phase).toBe('doubleGoal');
    expect(doubleGoal.html).toContain('how-a-match-works#double-goal');
    expect(doubleGoal.html).toContain('Goals count double');
    // Two minutes left in the window, the page's clock runs it from there.
    expect(doubleGoal.html).toMatch(/data-countdown="1[12]\d">/);

    const halfTime = await stripAt(path, kickoff + 22 * MINUTE);
    expect(halfTime.phase).toBe('halfTime');

    const matchball = await stripAt(path, kickoff + SECOND_HALF + 16.5 * MINUTE);
    // A match level at 36:00 goes straight to its shootout; any other plays Matchball from 5 a side.
    expect(['matchball', 'shootout', 'ended']).toContain(matchball.phase);
    if (matchball.phase === 'matchball') {
      expect(matchball.html).toContain('how-a-match-works#matchball');
      expect(matchball.html).toMatch(/data-spoiler-gone="true">[^<]*(wins with its next goal|Next goal wins)/);
    }
  }, 180_000);

  it('links to an explainer that has each part, in every language, where the region has matches', async () => {
    const page = await fetch(`${site().url}/en/espana/how-a-match-works`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const id of ['halves', 'scale-up', 'double-goal', 'secret-cards', 'presidents-penalty', 'dice', 'matchball', 'shootout', 'points']) {
      expect(html).toContain(`<section id="${id}"`);
    }
    expect(html.match(/<svg class="rules-drawing"/g)?.length).toBe(10);
    const arabic = await fetch(`${site().url}/ar/espana/how-a-match-works`);
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toMatch(/<html lang="ar" dir="rtl"/);
    expect((await fetch(`${site().url}/es/espana/como-funciona-un-partido`)).status).toBe(200);
    expect((await fetch(`${site().url}/en/king-of-kings/how-a-match-works`)).status).toBe(404);
  }, 60_000);
});
