// Calendar feeds (issue 13): parsed with ical.js as a calendar app would, in both editions and
// two languages; reschedules and daylight saving on a server of its own whose demo clock moves.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { readMatchCentre } from '../support/league-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

type ParsedEvent = {
  uid: string; summary: string; start: Date; durationSeconds: number; sequence: number;
  location?: string; url?: string; status?: string; lastModified?: Date;
};

function parseFeed(text: string): { name: string; refresh: string; ttl: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const lastModified = component.getFirstPropertyValue('last-modified') as { toJSDate(): Date } | null;
    return {
      uid: event.uid, summary: event.summary, start: event.startDate.toJSDate(), durationSeconds: event.duration.toSeconds(),
      sequence: event.sequence, location: event.location ?? undefined,
      url: (component.getFirstPropertyValue('url') as string | null) ?? undefined,
      status: (component.getFirstPropertyValue('status') as string | null) ?? undefined,
      lastModified: lastModified ? lastModified.toJSDate() : undefined,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    ttl: String(calendar.getFirstPropertyValue('x-published-ttl')),
    events,
  };
}

async function fetchFeed(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  return { response, text };
}

/** The first link of a page whose address starts with `prefix` and goes one segment further. */
async function firstLink(url: string, prefix: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const found = html.match(new RegExp(`href="(${prefix}/\\d+-[^"/?]+)"`));
  if (!found) throw new Error(`no link under ${prefix} on ${url}`);
  return found[1]!;
}

/** The calendar links of a page: webcal, Google Calendar, the https address and the one-match file. */
function calendarLinks(html: string) {
  const attribute = (name: string) => html.match(new RegExp(`data-calendar="${name}"`)) !== null;
  return {
    webcal: html.match(/href="(webcal:[^"]+)" data-calendar="webcal"/)?.[1],
    google: html.match(/href="([^"]+)" data-calendar="google"/)?.[1]?.replace(/&amp;/g, '&'),
    https: html.match(/data-calendar="https"[^>]*>([^<]+)</)?.[1],
    match: html.match(/href="([^"]+)" data-calendar="match"/)?.[1],
    has: attribute,
  };
}

const localPath = (absolute: string) => new URL(absolute).pathname;

describe.each([
  { edition: 'kings', base: () => KINGS, host: 'kingsleague.pro', lang: 'es', matches: 'partidos', teams: 'equipos', file: 'calendario.ics', heading: 'Añadir al calendario' },
  { edition: 'kings', base: () => KINGS, host: 'kingsleague.pro', lang: 'ar', matches: 'matches', teams: 'teams', file: 'calendar.ics', heading: 'أضف إلى التقويم' },
  { edition: 'queens', base: () => QUEENS, host: 'queensleague.pro', lang: 'fr', matches: 'matchs', teams: 'equipes', file: 'calendrier.ics', heading: 'Ajouter au calendrier' },
  { edition: 'queens', base: () => QUEENS, host: 'queensleague.pro', lang: 'en', matches: 'matches', teams: 'teams', file: 'calendar.ics', heading: 'Add to calendar' },
])('calendar feeds, $edition in $lang', ({ base, host, lang, matches, teams, file, heading }) => {
  const fixtures = `/${lang}/espana/${matches}`;

  it('links the fixtures feed from the fixtures page: webcal, Google Calendar and the address to copy', async () => {
    const html = await (await fetch(`${base()}${fixtures}`)).text();
    expect(html).toContain(heading);
    const links = calendarLinks(html);
    expect(links.https).toBe(`https://${host}${fixtures}/${file}`);
    expect(links.webcal).toBe(`webcal://${host}${fixtures}/${file}`);
    expect(new URL(links.google!).searchParams.get('cid')).toBe(links.webcal);
  });

  it('serves the fixtures feed as valid iCalendar with CRLF lines of at most 75 octets', async () => {
    const { response, text } = await fetchFeed(`${base()}${fixtures}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const feed = parseFeed(text);
    expect(feed.refresh).toBe('PT3H');
    expect(feed.ttl).toBe('PT3H');
    expect(feed.events.length).toBeGreaterThan(10);
    for (const event of feed.events) {
      expect(event.uid).toMatch(new RegExp(`^match-\\d+@${host.replace('.', '\\.')}$`));
      expect(event.durationSeconds).toBe(40 * 60);
      expect(event.location).toBeTruthy();
    }
    // Every match page the feed names is a real page in the feed's language.
    const withPage = feed.events.find((event) => event.url)!;
    expect(localPath(withPage.url!)).toMatch(new RegExp(`^${fixtures}/\\d+-`));
    expect((await fetch(`${base()}${localPath(withPage.url!)}`)).status).toBe(200);
  });

  it('keeps every UID between fetches, and shows scores unless asked not to', async () => {
    const first = parseFeed((await fetchFeed(`${base()}${fixtures}/${file}`)).text);
    const second = parseFeed((await fetchFeed(`${base()}${fixtures}/${file}?fetch=2`)).text);
    expect(second.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid));
    expect(new Set(first.events.map((event) => event.uid)).size).toBe(first.events.length);
    const scored = first.events.filter((event) => /\d+[–:]\d+/.test(event.summary));
    expect(scored.length).toBeGreaterThan(0);
    const spoilerFree = parseFeed((await fetchFeed(`${base()}${fixtures}/${file}?scores=hidden`)).text);
    expect(spoilerFree.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid));
    expect(spoilerFree.events.filter((event) => /\d+[–:]\d+/.test(event.summary))).toEqual([]);
  });

  it('names an undecided side by its turn, never "TBD"', async () => {
    const feed = parseFeed((await fetchFeed(`${base()}${fixtures}/${file}`)).text);
    const centre = await readMatchCentre(base(), 'espana', lang);
    const final = centre.turns.at(-1)!;
    const undecided = final.matches.find((match) => match.homeTeam?.name === 'TBD' || !match.homeTeam);
    expect(undecided).toBeDefined();
    expect(feed.events.find((event) => event.uid === `match-${undecided!.id}@${host}`)!.summary).toBe(final.name);
    expect(feed.events.filter((event) => /\bTBD\b/.test(event.summary))).toEqual([]);
  });

  it('links and serves a team\'s feed of only its matches, and 404s an unknown team', async () => {
    const team = await firstLink(`${base()}/${lang}/espana/${teams}`, `/${lang}/espana/${teams}`);
    const html = await (await fetch(`${base()}${team}`)).text();
    expect(calendarLinks(html).https).toBe(`https://${host}${team}/${file}`);
    const { response, text } = await fetchFeed(`${base()}${team}/${file}`);
    expect(response.status).toBe(200);
    const feed = parseFeed(text);
    expect(feed.events.length).toBeGreaterThan(0);
    const teamSlug = team.split('/').at(-1)!.replace(/^\d+-/, '');
    const linked = feed.events.filter((candidate) => candidate.url);
    expect(linked.length).toBeGreaterThan(0);
    for (const event of linked) expect(localPath(event.url!)).toContain(teamSlug);
    expect((await fetch(`${base()}/${lang}/espana/${teams}/99999-nobody/${file}`)).status).toBe(404);
    expect((await fetch(`${base()}/${lang}/espana/${teams}/abc/${file}`)).status).toBe(404);
  });

  it('offers a single match still to be played as a one-event file from its page', async () => {
    // A match over has no calendar link: the first card that is still scheduled.
    const listing = await (await fetch(`${base()}${fixtures}`)).text();
    const match = new RegExp(`<li class="mc mc--scheduled[^"]*"[^>]*>(?:(?!</li>).)*?href="(${fixtures}/\\d+-[^"/?]+)"`, 's').exec(listing)?.[1];
    expect(match, 'a scheduled match on the fixtures').toBeDefined();
    const html = await (await fetch(`${base()}${match!}`)).text();
    const link = calendarLinks(html).match;
    expect(link).toBe(`https://${host}${match!}/${file}`);
    const feed = parseFeed((await fetchFeed(`${base()}${match!}/${file}`)).text);
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]!.uid).toBe(`match-${match!.split('/').at(-1)!.split('-')[0]}@${host}`);
    expect(feed.events[0]!.url).toBe(`https://${host}${match!}`);
  });

  it('serves the edition\'s feed of every region', async () => {
    const feed = parseFeed((await fetchFeed(`${base()}/${lang}/${file}`)).text);
    const regional = parseFeed((await fetchFeed(`${base()}${fixtures}/${file}`)).text);
    expect(feed.events.length).toBeGreaterThan(regional.events.length);
    const uids = new Set(feed.events.map((event) => event.uid));
    expect(regional.events.every((event) => uids.has(event.uid))).toBe(true);
  });
});

describe('calendar feeds over a moving schedule', () => {
  let site: StartedServer;
  const post = (path: string, body: unknown) =>
    fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
    // A Wednesday ten days before Spain's clocks go back (25 October 2026): the season's weeks
    // fall on both sides of the change.
    expect((await post('/api/demo/clock', { at: '2026-10-15T09:00:00.000Z' })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('writes kick-offs in UTC that keep their Madrid wall-clock time across the change', async () => {
    const feed = parseFeed((await fetchFeed(`${site.url}/en/espana/matches/calendar.ics`)).text);
    const madrid = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const change = Date.parse('2026-10-25T01:00:00Z');
    const summer = feed.events.filter((event) => event.start.getTime() < change && event.start.getTime() > change - 21 * 86_400_000);
    const winter = feed.events.filter((event) => event.start.getTime() > change && event.start.getTime() < change + 21 * 86_400_000);
    expect(summer.length).toBeGreaterThan(0);
    expect(winter.length).toBeGreaterThan(0);
    // The same local kick-off is one hour later in UTC after the change (CEST +2, then CET +1).
    const utcHour = (event: ParsedEvent) => event.start.getUTCHours() + event.start.getUTCMinutes() / 60;
    const localTimes = new Set([...summer, ...winter].map((event) => madrid.format(event.start)));
    let compared = 0;
    for (const local of localTimes) {
      const before = summer.find((event) => madrid.format(event.start) === local);
      const after = winter.find((event) => madrid.format(event.start) === local);
      if (!before || !after) continue;
      expect(utcHour(after) - utcHour(before)).toBe(1);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('bumps SEQUENCE and LAST-MODIFIED of a rescheduled match and moves its start, keeping its UID', async () => {
    const feedUrl = '/en/espana/matches/calendar.ics';
    const before = parseFeed((await fetchFeed(`${site.url}${feedUrl}?v=1`)).text);
    const coming = before.events.filter((event) => event.start.getTime() > Date.parse('2026-10-22T00:00:00Z'));
    const target = coming[0]!;
    const other = coming[1]!;
    expect(target.sequence).toBe(0);
    const matchId = Number(target.uid.match(/^match-(\d+)@/)![1]);
    expect((await post('/api/demo/reschedule', { matchId, minutes: 120 })).status).toBe(200);

    // The match-centre answer the feed reads is kept a few seconds; ask until it has moved.
    let after = before;
    for (let attempt = 2; attempt < 20; attempt += 1) {
      after = parseFeed((await fetchFeed(`${site.url}${feedUrl}?v=${attempt}`)).text);
      if (after.events.find((event) => event.uid === target.uid)!.start.getTime() !== target.start.getTime()) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const moved = after.events.find((event) => event.uid === target.uid)!;
    expect(moved.start.getTime() - target.start.getTime()).toBe(120 * 60_000);
    expect(moved.sequence).toBeGreaterThan(target.sequence);
    expect(moved.lastModified).toBeDefined();
    const untouched = after.events.find((event) => event.uid === other.uid)!;
    expect(untouched.sequence).toBe(other.sequence);

    // The same data gives the same version: a second fetch does not bump it again.
    const again = parseFeed((await fetchFeed(`${site.url}${feedUrl}?v=again`)).text);
    expect(again.events.find((event) => event.uid === target.uid)!.sequence).toBe(moved.sequence);

    // Moved again later: a larger SEQUENCE still.
    expect((await post('/api/demo/clock', { at: '2026-10-15T10:00:00.000Z' })).status).toBe(200);
    expect((await post('/api/demo/reschedule', { matchId, minutes: 30 })).status).toBe(200);
    let third = again;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      third = parseFeed((await fetchFeed(`${site.url}${feedUrl}?w=${attempt}`)).text);
      if (third.events.find((event) => event.uid === target.uid)!.start.getTime() !== moved.start.getTime()) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(third.events.find((event) => event.uid === target.uid)!.sequence).toBeGreaterThan(moved.sequence);
  }, 90_000);
});

describe('calendar feeds for calendar apps', () => {
  it('answers HEAD as GET would, without a body', async () => {
    const response = await fetch(`${KINGS}/en/espana/matches/calendar.ics`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await response.text()).toBe('');
  });
});
