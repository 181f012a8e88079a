// Every class a served page uses that some stylesheet of the site styles has those rules on the
// page itself. A page carries only the stylesheets its parts ask for (ADR 022), so a component
// whose rules live in another feature's stylesheet (the news pager once used the statistics
// pager's rules, which the news page never loaded) comes out unstyled. A class that no
// stylesheet styles is a name for scripts or tests and is not the business of this check.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const STYLES = new URL('../../src/styles/', import.meta.url);

/** The class names a stylesheet's selectors name; comments, strings and addresses are not selectors. */
function classesStyledBy(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1]!));
}

const SITE_STYLED = classesStyledBy(
  readdirSync(STYLES).filter((file) => file.endsWith('.css')).map((file) => readFileSync(new URL(file, STYLES), 'utf8')).join('\n'),
);

function classesOf(html: string): { used: Set<string>; styled: Set<string> } {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((found) => found[1]!).join('\n');
  const markup = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<template[\s\S]*?<\/template>/g, '');
  const used = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((found) => found[1]!.split(/\s+/).filter(Boolean)));
  return { used, styled: classesStyledBy(styles) };
}

const PAGES = [
  ['kings', KINGS, '/en', 200],
  ['kings', KINGS, '/ar/espana', 200],
  ['kings', KINGS, '/en/espana/matches', 200],
  ['kings', KINGS, '/en/espana/tables', 200],
  ['kings', KINGS, '/en/espana/stats', 200],
  ['kings', KINGS, '/fr/espana/statistiques/buts', 200],
  ['kings', KINGS, '/en/espana/teams', 200],
  ['kings', KINGS, '/en/world-cup/news', 200],
  ['kings', KINGS, '/ar/mena/news', 200],
  ['kings', KINGS, '/es/espana/noticias', 200],
  ['kings', KINGS, '/en/espana/faqs', 200],
  ['kings', KINGS, '/en/espana/regulation', 200],
  ['kings', KINGS, '/en/kwc-nations/tournament', 200],
  ['kings', KINGS, '/en/world-cup/tier-list', 200],
  ['kings', KINGS, '/en/espana/squad-simulator', 200],
  ['kings', KINGS, '/en/brazil/team-simulator', 200],
  ['kings', KINGS, '/en/legends', 200],
  ['kings', KINGS, '/ar/espana/nothing-here', 404],
  ['queens', QUEENS, '/en/espana', 200],
  ['queens', QUEENS, '/es/espana/noticias', 200],
  ['queens', QUEENS, '/en/americas/tables', 200],
] as const;

describe('the rules of every class a page uses are on the page', () => {
  it('reads the site’s stylesheets', () => {
    expect(SITE_STYLED.has('pager')).toBe(true);
    expect(SITE_STYLED.has('mc')).toBe(true);
    expect(SITE_STYLED.has('svg')).toBe(false);
  });

  it.each(PAGES)('%s %s', async (_edition, base, path, status) => {
    const response = await fetch(base + path, { redirect: 'manual' });
    const html = await response.text();
    expect(response.status).toBe(status);
    const { used, styled } = classesOf(html);
    expect(used.size).toBeGreaterThan(10);
    const unstyled = [...used].filter((name) => SITE_STYLED.has(name) && !styled.has(name));
    expect(unstyled, `${path} uses classes whose stylesheet it does not load`).toEqual([]);
  });

  it('styles the news listings’ pager in both editions, every language the region writes in', async () => {
    for (const [base, path] of [[KINGS, '/en/world-cup/news'], [KINGS, '/ar/mena/news'], [KINGS, '/es/espana/noticias'], [QUEENS, '/es/espana/noticias']] as const) {
      const { used, styled } = classesOf(await (await fetch(base + path)).text());
      expect(used.has('pager'), `${path} has a pager`).toBe(true);
      expect(styled.has('pager'), `${path} styles its pager`).toBe(true);
    }
  });
});
