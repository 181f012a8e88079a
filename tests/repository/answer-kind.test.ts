// One decision of the kind of answer (ADR 068): the resolver puts a surface on the request (a page,
// a widget, an API call, a framework request, a file) and every step reads it from there and from
// its row in src/config/surfaces.ts. This finds the places that would work it out from the path again.
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

/** Asking a path what kind of answer it is: the predicates of pages and widgets, the API's root, the framework's prefix, a route's widget. */
const ASKS_THE_PATH = /\bisPagePath\(|\bisEmbedPath\(|startsWith\((API_ROOT|FRAMEWORK_PREFIX|EMBED_PATH_PREFIX|'\/RSC\/'|'\/embed\/')|\brouteEmbed\(/;

// The resolver, and the routing it is made of (a widget's routes are matched below /embed/ only).
const RESOLVER = /^src\/(lib\/request\/(resolve-request|surface-of-path)\.ts|lib\/routing\/|config\/)/;

describe('the kind of answer', () => {
  const files = sourceFiles('src');
  const asking = files.filter((file) => ASKS_THE_PATH.test(readSource(file)));

  it('is asked of the path by the resolver alone', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(asking.some((file) => RESOLVER.test(file))).toBe(true);
    expect(asking.filter((file) => !RESOLVER.test(file))).toEqual([]);
  });

  it('is read from the request by every step that differs by it', () => {
    const steps = sourceFiles('src/middleware').filter((file) => /\bSURFACES\[/.test(readSource(file)));
    expect(steps).toEqual(expect.arrayContaining(['src/middleware/security-headers.ts', 'src/middleware/route-guard.ts', 'src/middleware/scripts-after-paint.ts']));
  });
});
