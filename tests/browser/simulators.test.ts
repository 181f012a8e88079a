// A visitor builds a legal squad and a team with the keyboard alone, on a phone: every pick is a
// key press, focus stays where it was, the live region says what changed, the address is the
// share link (it reopens the same squad, the same team and the same season, even without
// script) and the back button steps through the choices. Axe finds nothing; the console stays quiet.
// "Save as image" hands over a PNG the browser drew itself, with the seven on its pitch.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DISC_RADIUS, toDiscCentre } from '../../src/components/simulators/team-image';
import { DEFAULT_FORMATION_ID, FORMATIONS, type FormationId } from '../../src/config/formations';
import { formatViolations, runAxe, tabTo, useBrowser, watchErrors, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

const JOURNEYS = [
  { lang: 'en', base: KINGS, squad: '/en/espana/squad-simulator', team: '/en/espana/team-simulator' },
  { lang: 'es', base: QUEENS, squad: '/es/espana/simulador-plantilla', team: '/es/espana/simulador-equipo' },
] as const;
const PHONE = { viewport: { width: 360, height: 780 } };


/** Presses Shift+Tab until the focused element matches `selector`, for what lies above the focus. */
async function tabBackTo(page: Page, selector: string, presses = 80): Promise<void> {
  for (let count = 0; count < presses; count++) {
    await page.keyboard.press('Shift+Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`never reached ${selector} with Shift+Tab`);
}

/** A state the page reaches in its own time: a machine under load may take a few seconds. */
const SETTLED = { timeout: 10_000 };

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { id: element?.id ?? '', name: element?.getAttribute('name') ?? '', value: element?.getAttribute('value') ?? '' };
  });
const status = (page: Page) => page.locator('.sim-status [role="status"]').textContent();
const squadIds = (page: Page) =>
  page.locator('.sim-squad__list li').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-player-id'))));
const placeIds = (page: Page) =>
  page.locator('.sim-place').evaluateAll((places) => places.map((place) => Number(place.getAttribute('data-player-id') ?? 0)));
const seasonTable = (page: Page) => page.locator('.sim-season table').textContent();

describe.each(JOURNEYS)('by keyboard in $lang', ({ lang, base, squad, team }) => {
  it('signs a legal squad of twelve for a club, undoes, steps back and shares it', async () => {
    await withPage(browser(), PHONE, async (page) => {
      const errors = watchErrors(page);
      await page.goto(base + squad);
      await page.locator('form.sim[data-enhanced]').waitFor();

      await tabTo(page, '#sim-club');
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/[?&]t=/);
      expect((await focused(page)).id).toBe('sim-club');
      // The select shows the choice at once: the address is written after it has painted.
      const club = (await page.locator('#sim-club option:checked').textContent())!;
      expect(club).not.toBe('—');
      expect(await status(page)).toContain(club);

      const free = '.pool-row button[name="add"]:not([aria-disabled])';
      for (let count = 1; count <= 12; count++) {
        // The pool shows a page at a time: "show more" until someone can be signed.
        while ((await page.locator(free).count()) === 0) {
          await tabTo(page, '.sim-pool__more', 400);
          await page.keyboard.press('Enter');
        }
        await tabTo(page, free, 400);
        const pressed = await focused(page);
        await page.keyboard.press('Enter');
        // The same button keeps focus, now offering to release the player it signed.
        await expect.poll(() => focused(page), SETTLED).toEqual({ id: '', name: 'drop', value: pressed.value });
        await expect.poll(() => status(page), SETTLED).toMatch(new RegExp(`\\b${count}\\D+12\\b`));
      }
      expect(await squadIds(page)).toHaveLength(12);
      await expect.poll(() => page.locator('.sim-squad__done').count(), SETTLED).toBe(1);
      expect(await page.locator(free).count()).toBe(0);

      // Release from the squad: focus moves on to the next player's button, never to nowhere.
      await tabBackTo(page, '.sim-squad__list button[name="drop"]', 120);
      await page.keyboard.press('Enter');
      await expect.poll(() => squadIds(page), SETTLED).toHaveLength(11);
      expect((await focused(page)).id).toMatch(/^release-\d+$/);
      // Undo brings the player back; the button keeps focus.
      await tabTo(page, '.sim-actions__edit button');
      await page.keyboard.press('Enter');
      await expect.poll(() => squadIds(page), SETTLED).toHaveLength(12);
      expect(await page.evaluate(() => document.activeElement?.closest('.sim-actions__edit') !== null)).toBe(true);

      const shared = (await page.locator('.sim-share-link').getAttribute('href'))!;
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(shared);
      const signed = await squadIds(page);
      // The back button steps back through the choices.
      await page.goBack();
      await expect.poll(() => squadIds(page), SETTLED).toHaveLength(11);
      await page.goForward();
      await expect.poll(() => squadIds(page), SETTLED).toHaveLength(12);

      expect(formatViolations(await runAxe(page))).toBe('');
      expect(errors).toEqual([]);

      // The link reopens the same squad, rendered by the server for a visitor without script.
      await withPage(browser(), { ...PHONE, javaScriptEnabled: false }, async (reopened) => {
        await reopened.goto(base + shared);
        expect(await squadIds(reopened)).toEqual(signed);
        expect(await reopened.locator('#sim-club option:checked').textContent()).toBe(club);
      });
    });
    // A whole journey of some forty steps: about 16 s alone, several times that beside a busy suite.
  }, 150_000);

  it('places a seven, fills the best one, swaps two places, changes formation and replays the season', async () => {
    await withPage(browser(), PHONE, async (page) => {
      const errors = watchErrors(page);
      await page.goto(base + team);
      await page.locator('form.sim[data-enhanced]').waitFor();

      // Choose the goalkeeper's place, narrow the pool to goalkeepers, then press one of them.
      await tabTo(page, '#place-0');
      await page.keyboard.press('Enter');
      expect(await page.locator('#place-0').getAttribute('aria-pressed')).toBe('true');
      expect(await status(page)).not.toBe('');
      await tabTo(page, '#sim-role');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.locator('.pool-row:not([hidden])[data-role="defender"]').count(), SETTLED).toBe(0);
      await tabTo(page, '.pool-row:not([hidden]) button');
      const keeper = await focused(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#place-0').getAttribute('data-player-id'), SETTLED).toBe(String(parseInt(keeper.value, 36)));
      expect((await focused(page)).value).toBe(keeper.value);
      expect(await page.locator('#place-0').getAttribute('aria-pressed')).toBe('false');

      // The best seven, and its season.
      await tabBackTo(page, 'button[name="fill"]', 120);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await placeIds(page)).filter(Boolean), SETTLED).toHaveLength(12);
      await page.locator('.sim-season table').waitFor();
      expect(await page.locator('.sim-season tr[data-visitor]').count()).toBe(1);

      // Swap two places by pressing one, then the other.
      const before = await placeIds(page);
      await tabTo(page, '#place-1');
      await page.keyboard.press('Enter');
      await tabTo(page, '#place-3');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await placeIds(page)).slice(0, 4), SETTLED).toEqual([before[0], before[3], before[2], before[1]]);
      expect((await focused(page)).id).toBe('place-3');

      // Another formation with the arrow keys: nobody leaves the pitch.
      await tabBackTo(page, 'input[name="formation"]:checked');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/[?&]f=3-2-1/);
      expect((await placeIds(page)).slice(0, 7).filter(Boolean)).toHaveLength(7);

      // Another season: a new seed in the address and (almost surely) another table.
      const table = await seasonTable(page);
      const seed = new URL(page.url()).searchParams.get('r');
      await tabTo(page, '.sim-season__seed a');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('r'), SETTLED).not.toBe(seed);
      expect(await page.evaluate(() => document.activeElement?.matches('.sim-season__seed a'))).toBe(true);
      const replayed = await seasonTable(page);
      expect(replayed).not.toBe(table);

      expect(formatViolations(await runAxe(page))).toBe('');
      expect(errors).toEqual([]);

      // The link reopens the same team and the same season, without script too.
      const shared = (await page.locator('.sim-share-link').getAttribute('href'))!;
      const placed = await placeIds(page);
      await withPage(browser(), { ...PHONE, javaScriptEnabled: false }, async (reopened) => {
        await reopened.goto(base + shared);
        expect(await placeIds(reopened)).toEqual(placed);
        expect(await seasonTable(reopened)).toBe(replayed);
      });
    });
  }, 150_000);
});

describe(`the pages on a ${PHONE.viewport.width} px phone`, () => {
  it.each(JOURNEYS.flatMap(({ base, squad, team }) => [base + squad, base + team]))('%s needs no sideways scrolling', async (url) => {
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(`${url}?v=1&fill=best`);
      await page.locator('form.sim[data-enhanced]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  });
});

describe('save as image', () => {
  it('draws the seven on the pitch as a 1080 × 1350 PNG in the browser and hands it over as a download', async () => {
    await withPage(browser(), { ...PHONE, acceptDownloads: true }, async (page) => {
      const errors = watchErrors(page);
      await page.goto(`${KINGS}/en/espana/team-simulator?v=1&fill=best`);
      await page.locator('form.sim[data-enhanced]').waitFor();
      const shared = new URL(KINGS + (await page.locator('.sim-share-link').getAttribute('href'))!);
      const formationId = (shared.searchParams.get('f') ?? DEFAULT_FORMATION_ID) as FormationId;

      const save = page.getByRole('button', { name: 'Save as image' });
      await save.focus();
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${formationId}-[0-9a-z]+\\.png$`));
      const png = readFileSync(await download.path());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);

      // What was drawn: a striped green pitch, and a filled white disc on each of the seven places.
      // Each disc is read three quarters of its radius above its centre, clear of the initials on it.
      const discs = FORMATIONS[formationId].slots.map((slot) => {
        const centre = toDiscCentre(slot, false);
        return { x: Math.round(centre.x), y: Math.round(centre.y - DISC_RADIUS * 0.75) };
      });
      const pixels = await page.evaluate(async ({ bytes, points }) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const at = ({ x, y }: { x: number; y: number }) => [...context.getImageData(x, y, 1, 1).data].slice(0, 3);
        return { pitch: at({ x: 100, y: 700 }), discs: points.map(at) };
      }, { bytes: [...png], points: discs });
      const [red, green, blue] = pixels.pitch;
      expect(green! > red! + 40 && green! > blue! + 40, `pitch pixel ${pixels.pitch}`).toBe(true);
      expect(pixels.discs).toEqual(discs.map(() => [255, 255, 255]));
      expect(errors).toEqual([]);
    });
  });
});
