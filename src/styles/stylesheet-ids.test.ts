// The stylesheets are found by their file names (stylesheets.ts), which the type system cannot
// see; this is the check it would make: every `<Stylesheet id>` names a file of src/styles, and
// every feature's file is asked for by some component or view.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_STYLESHEETS, FRAME_STYLESHEETS, STYLESHEETS } from './stylesheets';

/** The root writes these itself, for every page (or widget) of an edition: no component asks for them. */
const FRAME_IDS = new Set<string>([...Object.values(FRAME_STYLESHEETS).flat(), ...Object.values(EMBED_FRAME_STYLESHEETS).flat()]);

const SRC = fileURLToPath(new URL('..', import.meta.url));
const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));

/** Each `<Stylesheet …>` element of the source: its file, and its id when written as a literal. */
const elements = sources.flatMap((file) =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(/<Stylesheet\b([^>]*)>/g)].map((match) => ({
    file: relative(SRC, join(SRC, file)),
    id: /^\s+id="([\w-]+)"\s*\/?$/.exec(match[1]!)?.[1],
  })),
);

describe('the stylesheets asked for', () => {
  it('are each named by a literal id, so that this check sees them all', () => {
    expect(elements.length).toBeGreaterThan(10);
    expect(elements.filter(({ id }) => id === undefined).map(({ file }) => file)).toEqual([]);
  });

  it('are each a feature stylesheet of src/styles', () => {
    const missing = elements.filter(({ id }) => FRAME_IDS.has(id!) || !(id! in STYLESHEETS));
    expect(missing.map(({ file, id }) => `${file}: ${id}`)).toEqual([]);
  });

  it('cover every feature stylesheet', () => {
    const asked = new Set(elements.map(({ id }) => id));
    expect(Object.keys(STYLESHEETS).filter((id) => !FRAME_IDS.has(id) && !asked.has(id))).toEqual([]);
  });
});
