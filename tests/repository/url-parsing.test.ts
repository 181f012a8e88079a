// One resolution (ADR 036, ADR 043): the request's URL is parsed by the resolver, and everything
// after reads the resolved request. This counts the places that parse it again.
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

/** Parsing the request's address: its URL, its query by Hono, a query string read from a `search`. */
const PARSES_URL = /new URL\(c\.req\.url\)|c\.req\.(query|queries|path)\b|new URLSearchParams\((\w+\.)?search\)/;

// Where the URL is parsed on purpose: the first middleware hands path and query to the resolver.
const RESOLVER = ['src/middleware/resolve-request-context.ts', 'src/lib/request/resolve-request.ts'];
// Reading a query from a `search` on purpose: the simulators restore themselves from the
// browser's own address (back and forward), which no resolver parsed. On the server their readers
// take the page's query as the resolver parsed it by the route's record.
// The list only shrinks: a new reader fails this test.
const NOT_YET_IN_THE_RECORD = [
  'src/lib/simulators/address-query.ts',
];

describe('the URL of a request', () => {
  // The demo league is another service answering the competition API (ADR 028), and the browser
  // entry reads the browser's address: neither is the site's pipeline.
  const files = sourceFiles('src').filter((file) => !file.startsWith('src/demo-league/') && file !== 'src/client-hydrate.tsx');
  const parsing = files.filter((file) => PARSES_URL.test(readSource(file)));

  it('is parsed by the resolver, and by no endpoint or middleware after it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(parsing.filter((file) => /^src\/(endpoints|middleware)\//.test(file) && !RESOLVER.includes(file))).toEqual([]);
  });

  it('is parsed nowhere else but in the listed readers, a list that only shrinks', () => {
    expect(parsing.filter((file) => !RESOLVER.includes(file))).toEqual(NOT_YET_IN_THE_RECORD);
  });
});
