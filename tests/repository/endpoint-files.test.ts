// Adding an endpoint is three files (docs/developing.md, "Adding an endpoint", ADR 043): the handler, its test
// and the line in src/endpoints/index.ts that mounts it. So nothing else may import a handler: no
// list of paths, no pipeline entry, no second place that has to learn of it.
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

const MOUNT = 'src/endpoints/index.ts';
const handlers = [...sourceFiles('src/endpoints/api'), ...sourceFiles('src/endpoints/files'), 'src/endpoints/language-switch.ts'];

/** The files (relative to the root) that the file imports by a relative path. */
function importsOf(file: string): string[] {
  const specifiers = [...readSource(file).matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)).replace(/(\/index)?$/, ''));
}

describe('an endpoint', () => {
  const everything = sourceFiles('src', { tests: true });
  const importers = (handler: string) => everything.filter((file) => importsOf(file).some((target) => `${target}.ts` === handler));

  it('is imported by the line that mounts it and by its own test, nowhere else', () => {
    expect(handlers.length).toBeGreaterThan(10);
    for (const handler of handlers) {
      expect(importers(handler).sort(), handler).toEqual([MOUNT, handler.replace(/\.ts$/, '.test.ts')].sort());
    }
  });

  it('is three files: the figure the guide states', () => {
    expect(readSource('docs/developing.md')).toMatch(/## Adding an endpoint[\s\S]*?\*\*3 files\*\*/);
  });
});
