// The Worker's own callers (a live match's watcher, the minute cron) call the app's functions;
// they do not go through the public pipeline with a mark only they can carry (ADR 044). Only the
// Worker's one wrapping module reaches the build, and the pipeline's entry point with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** The one module that imports dist/server and wraps the built app. */
const WRAPPER = 'src/cloudflare/built-app.ts';
/** Its types for the build's modules. */
const BUILD_TYPES = 'src/cloudflare/dist-server.d.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const sources = sourceFiles('src').map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const filesWith = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path).sort();

describe('the Worker’s own callers', () => {
  it('reads the sources it checks', () => {
    expect(sources.map(({ path }) => path)).toContain(WRAPPER);
  });

  it('leave the pipeline’s entry point to the module that wraps the built app', () => {
    expect(filesWith(/INTERNAL_runFetch/)).toEqual([BUILD_TYPES, WRAPPER].sort());
  });

  it('reach the build through that module only', () => {
    expect(filesWith(/from\s+['"][^'"]*\/dist\/server\//)).toEqual([WRAPPER]);
  });

  it('carry no in-process mark and have no private paths in the pipeline', () => {
    expect(filesWith(/live-watcher-read|markWatcherBindings|isWatcherRead/)).toEqual([]);
    expect(filesWith(/\/api\/live\/watch\b|\/api\/alerts\/(match|sweep)\b/)).toEqual([]);
    // The one global slot there is, and why: the demo entry and the app each bundle the module
    // that reads it (src/lib/chosen-demo-league.ts). A new Symbol.for is a mark in the making.
    expect(filesWith(/Symbol\.for\(/)).toEqual(['src/lib/chosen-demo-league.ts']);
  });
});
