// A kept page's nonce is shared by every answer that sends the copy (ADR 072). That is sound only
// while no browser code parses markup a visitor chose into a page: each place that turns a string
// into markup is listed here with what writes the string.
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

const SINKS = /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|srcdoc|createContextualFragment|new DOMParser|parseFromString/;

const KNOWN_SINKS: Record<string, string> = {
  'src/components/match/follow-live-match.ts': 'parses the live match markup written in the page by live-match-html.ts, which escapes every text and attribute value (live-match-html.test.tsx holds it equal to React’s markup for names that need escaping)',
};

describe('markup parsed in the browser', () => {
  it('comes only from the site’s own escaping writers', () => {
    const found = sourceFiles('src').filter((file) => SINKS.test(readSource(file)));
    expect(found).toEqual(Object.keys(KNOWN_SINKS).sort());
  });
});
