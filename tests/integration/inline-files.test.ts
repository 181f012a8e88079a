// Each page's inline files (its stylesheets, the head's scripts) travel in its HTML once: the edge
// writes their text into the head, and the page's payload (the framework's inline data) only names
// them. A refetch of a page's data outside a page load carries the text itself
// (docs/decisions/022-stylesheets-once.md).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { minifyScript } from '../../waku.config';
import { payloadOf } from '../support/payload';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const STYLES_DIR = fileURLToPath(new URL('../../src/styles/', import.meta.url));
const CSS = Object.fromEntries(
  readdirSync(STYLES_DIR)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file.replace(/\.css$/, ''), readFileSync(STYLES_DIR + file, 'utf8')]),
);
const CHUNK_RELOAD_FILE = fileURLToPath(new URL('../../src/components/shell/chunk-reload.js', import.meta.url));
/** As the build writes it: minified. */
const CHUNK_RELOAD = await minifyScript(readFileSync(CHUNK_RELOAD_FILE, 'utf8'), CHUNK_RELOAD_FILE);
/** Its class selectors: comments set aside, where a file name (`tokens.css`) would pass for one. */
const classesOf = (css: string) => new Set(css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.[a-z][\w-]*/g));

/** A few class selectors only this stylesheet has, to recognise its text once the build has minified it. */
function selectorsOnlyIn(id: string): string[] {
  const others = Object.entries(CSS).filter(([other]) => other !== id).map(([, css]) => classesOf(css));
  return [...classesOf(CSS[id]!)].filter((name) => others.every((set) => !set.has(name))).slice(0, 3);
}

/**
 * Stretches of a stylesheet's text, spread over it, that markup or data would not contain, each
 * found once in it and in `among` (every stylesheet of the page: two sheets may share a rule's text).
 */
function samplesOf(text: string, among = text): string[] {
  const starts = Array.from({ length: 16 }, (_, i) => Math.floor((i * (text.length - 80)) / 16));
  // A hoisted element may join several stylesheets with a newline, which no single sheet holds.
  const samples = starts.map((start) => text.slice(start, start + 80))
    .filter((sample) => !sample.includes('\n') && text.split(sample).length === 2 && among.split(sample).length === 2);
  expect(samples.length).toBeGreaterThanOrEqual(4);
  return samples;
}

/** The head's stylesheet elements, in document order: the ids each names, its text, whether React hoisted it. */
function headStyles(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)].map(([, attributes, text]) => ({
    ids: (/data-href="([^"]*)"/.exec(attributes!)?.[1] ?? '').split(' '),
    hoisted: attributes!.includes('data-precedence'),
    text: text!,
  }));
}

async function html(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

async function linkedFrom(url: string, pattern: RegExp): Promise<string> {
  const path = pattern.exec(await html(url))?.[1];
  expect(path, `a link on ${url}`).toBeDefined();
  return path!;
}

// One page of every view family, with the feature stylesheets it names (the frame's is on every
// page) and whether it has islands: only then does it carry the framework's payload at all. Small
// enhancements of server markup are no islands (ADR 026).
type Family = [label: string, url: () => Promise<string>, features: string[], islands: boolean];
const PAGES: Family[] = [
  ['the home', async () => `${KINGS}/en`, ['home'], false],
  ['a region home', async () => `${KINGS}/en/espana`, ['home', 'match-card'], false],
  ['matches', async () => `${KINGS}/en/espana/matches`, ['matches', 'match-card'], false],
  ['a match', async () => KINGS + (await linkedFrom(`${KINGS}/en/espana/matches`, /href="(\/en\/espana\/matches\/\d+-[^"/?]+)"/)), ['match', 'kit-picture', 'phase-strip', 'fan-vote'], false],
  ['tables', async () => `${KINGS}/en/espana/tables`, ['tables'], false],
  ['tables in Arabic', async () => `${QUEENS}/ar/espana/tables`, ['tables'], false],
  ['the statistics hub', async () => `${KINGS}/en/espana/stats`, ['stats'], false],
  ['a statistics ranking', async () => `${KINGS}/en/espana/stats/goals`, ['stats', 'pager'], false],
  ['the teams', async () => `${KINGS}/en/espana/teams`, ['teams'], false],
  ['a team', async () => KINGS + (await linkedFrom(`${KINGS}/en/espana/tables`, /href="(\/en\/espana\/teams\/\d+-[^"/?]+)"/)), ['teams', 'match-card'], false],
  ['a player', async () => KINGS + (await linkedFrom(`${KINGS}/en/espana/teams/2-atletico-centella`, /href="(\/en\/espana\/players\/\d+-[^"/?]+)"/)), ['people', 'match-card', 'kit-picture'], false],
  ['the legends', async () => `${KINGS}/en/legends`, ['people'], false],
  ['the news', async () => `${KINGS}/es/espana/noticias`, ['news', 'pager'], false],
  ['a story', async () => KINGS + (await linkedFrom(`${KINGS}/es/espana/noticias`, /href="(\/es\/espana\/noticias\/[^"?]+)"/)), ['news'], false],
  ['a league page', async () => `${KINGS}/en/espana/faqs`, ['league-pages'], false],
  ['a simulator', async () => `${KINGS}/en/espana/squad-simulator`, ['simulators'], true],
  ['a tournament', async () => `${KINGS}/en/world-cup/tournament`, ['home', 'tournament', 'match-card', 'match-card-compact'], false],
];
const WITH_ISLANDS = PAGES.filter(([, , , islands]) => islands);

describe('stylesheets', () => {
  it.each(PAGES)('arrive in the head of %s, written once, with the frame’s last', async (_, urlOf, features) => {
    const url = await urlOf();
    const page = await html(url);
    const styles = headStyles(page);
    const frame = styles.findIndex((style) => style.ids[0] === 'global');
    expect(frame).toBeGreaterThan(-1);
    // The women's tokens come with the frame in their own pages only.
    expect(styles[frame]!.ids).toEqual(url.startsWith(QUEENS) ? ['global', 'tokens-queens'] : ['global']);
    const hoisted = styles.filter((style) => style.hoisted);
    // Every header carries the site search, so every page hoists its rules too.
    expect(hoisted.flatMap((style) => style.ids).sort()).toEqual([...features, 'search'].sort());
    for (const style of [styles[frame]!, ...hoisted]) {
      for (const id of style.ids) for (const selector of selectorsOnlyIn(id)) expect(style.text, id).toContain(selector);
      for (const sample of samplesOf(style.text, styles.map((each) => each.text).join('\n'))) expect(page.split(sample).length - 1, sample).toBe(1);
    }
    // The frame's rules come after the features', as they always did: on a tie, the frame's win.
    expect(styles.findLastIndex((style) => style.hoisted)).toBeLessThan(frame);
  });

  it.each(WITH_ISLANDS)('are named, not carried, in the payload of %s', async (_, urlOf, features) => {
    const page = await html(await urlOf());
    const payload = payloadOf(page);
    expect(payload.length).toBeGreaterThan(1000);
    for (const id of features) expect(payload).toContain(`"href":"${id}","precedence":"default"`);
    for (const style of headStyles(page)) {
      for (const sample of samplesOf(style.text)) expect(payload, sample).not.toContain(sample);
    }
  });

  it('stay in the head of a page that is not found', async () => {
    const response = await fetch(`${KINGS}/en/espana/no-such-page`);
    expect(response.status).toBe(404);
    const frame = headStyles(await response.text()).find((style) => style.ids[0] === 'global');
    for (const selector of selectorsOnlyIn('global')) expect(frame?.text).toContain(selector);
  });

  it('travel with a refetch of a page’s data, which no edge fills in', async () => {
    const styles = headStyles(await html(`${KINGS}/en/espana/tables`));
    const response = await fetch(`${KINGS}/RSC/R/en/espana/tables.txt`);
    expect(response.status).toBe(200);
    const payload = await response.text();
    expect(styles.length).toBe(2);
    for (const style of styles) for (const sample of samplesOf(style.text)) expect(payload, sample).toContain(sample);
  });
});

describe('the chunk-reload guard', () => {
  it.each(WITH_ISLANDS)('is written once in the head of %s, with its nonce, and not in its payload', async (_, urlOf) => {
    const page = await html(await urlOf());
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<script data-inline="chunk-reload" nonce="[^"]+">/);
    expect(head).toContain(CHUNK_RELOAD);
    expect(page.split(CHUNK_RELOAD).length - 1).toBe(1);
    expect(payloadOf(page)).toContain('"data-inline":"chunk-reload"');
    expect(payloadOf(page)).not.toContain(CHUNK_RELOAD.slice(0, 60));
    expect(payloadOf(page)).not.toContain('kl:chunk-reload');
  });
});
