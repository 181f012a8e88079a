// The README's "How a request is answered" names the pipeline, and the recipes of docs/developing.md
// name the files and fields a newcomer edits: each is checked against the code, as the layout is
// (readme-layout.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PIPELINE } from '../../src/pipeline';
import { readSource, root } from './source-files';

/** Where each section lives: the front page, or the guide to working on the site. */
const HOMES: Record<string, string> = {
  'How a request is answered': 'README.md',
  'Adding a page': 'docs/developing.md',
  'Adding an endpoint': 'docs/developing.md',
};
const section = (title: string) => {
  const home = HOMES[title]!;
  const found = new RegExp(`## ${title}\\n([\\s\\S]*?)\\n## `).exec(readSource(home))?.[1];
  if (!found) throw new Error(`${home} has no section ${title}`);
  return found;
};
/** The repository paths a text names in backticks (src/…, tests/…). */
const pathsIn = (text: string) => [...text.matchAll(/`((?:src|tests)\/[\w./-]+)`/g)].map((match) => match[1]!.replace(/\/$/, ''));

describe('the README', () => {
  it('names the pipeline in the order src/pipeline.ts runs it', () => {
    const chain = /^((?:`\w+` →\s*)+)Waku\./m.exec(section('How a request is answered').replace(/→\n/g, '→ '))?.[1];
    expect(chain, 'a line `a` → `b` → … → Waku.').toBeDefined();
    const named = [...chain!.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(named).toEqual(PIPELINE.map((factory) => factory.name));
  });

  it('names only files that exist in "How a request is answered", "Adding a page" and "Adding an endpoint"', () => {
    const named = ['How a request is answered', 'Adding a page', 'Adding an endpoint'].flatMap((title) => pathsIn(section(title)));
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("names in 'Adding a page' only fields a route's record and a view's props have", () => {
    const recipe = section('Adding a page');
    const routes = readSource('src/config/routes.ts');
    const recordFields = new Set([...routes.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]));
    const step = (n: number) => new RegExp(`\\n${n}\\. ([\\s\\S]*?)(?=\\n\\d\\. |$)`).exec(recipe)?.[1] ?? '';
    const identifiers = (text: string) => [...text.matchAll(/`([a-z][A-Za-z]+)`/g)].map((match) => match[1]!);
    const fields = identifiers(step(1));
    expect(fields.length).toBeGreaterThan(6);
    expect(fields.filter((field) => !recordFields.has(field))).toEqual([]);

    const viewProps = /export type ViewProps = \{([\s\S]*?)\n\};/.exec(readSource('src/lib/page/page-types.ts'))?.[1] ?? '';
    const props = /\(`shell`[^)]*\)/.exec(step(2))?.[0] ?? '';
    const named = identifiers(props);
    expect(named.length).toBeGreaterThan(4);
    expect(named.filter((prop) => !new RegExp(`\\n {2}${prop}\\??:`).test(viewProps))).toEqual([]);
  });

  it("names in 'Adding an endpoint' what src/endpoints exports and how index.ts mounts", () => {
    const recipe = section('Adding an endpoint');
    for (const name of ['validQuery', 'refuse', 'serveEndpoints', 'PLACE_QUERY']) {
      expect(recipe, name).toMatch(new RegExp(`\`[^\`]*\\b${name}\\b[^\`]*\``));
    }
    const exported = ['errors.ts', 'serve-endpoints.ts'].map((file) => readSource(`src/endpoints/${file}`)).join('\n') + readSource('src/lib/request/place-query.ts');
    for (const name of ['validQuery', 'refuse', 'serveEndpoints', 'PLACE_QUERY']) {
      expect(exported, name).toMatch(new RegExp(`export (const|function) ${name}\\b`));
    }
    expect(recipe).toContain("app.route('/', handler())");
    expect(readSource('src/endpoints/index.ts')).toMatch(/app\.route\('\/', \w+\(\)\);/);
  });
});
