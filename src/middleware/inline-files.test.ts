import { describe, expect, it } from 'vitest';
import { inlineFiles, inlineText } from './inline-files';
import { requestContext } from './resolve-request-context';
import { buildTestApp } from './test-app';

const SHEETS = { global: ':root { color: black; }', tables: '.standings { inline-size: 100%; }', home: '.home > h2 { margin: 0; }' };
const SCRIPTS = { 'chunk-reload': '(function () { if (a < b) reload(); })();' };

describe('the text of the inline files an element names', () => {
  it('is each named file in the order named, as React joins several stylesheet keys with spaces', () => {
    expect(inlineText(SHEETS, 'tables')).toBe(SHEETS.tables);
    expect(inlineText(SHEETS, 'home tables')).toBe(`${SHEETS.home}\n${SHEETS.tables}`);
  });

  it('is nothing when a name is unknown or missing, so the element is left as rendered', () => {
    expect(inlineText(SHEETS, 'tables unknown')).toBeUndefined();
    expect(inlineText(SHEETS, '')).toBeUndefined();
    expect(inlineText(SHEETS, 'constructor')).toBeUndefined();
  });
});

describe('inlineFiles', () => {
  it('refuses, when built, a file that would close its element early', () => {
    expect(() => inlineFiles({ stylesheets: { bad: 'a { color: red; } </STYLE><script>x()</script>' } })).toThrow(/bad/);
    expect(() => inlineFiles({ scripts: { worse: 'document.write("</script><p>")' } })).toThrow(/worse/);
  });

  it('leaves pages as they are where HTML cannot be rewritten (outside workerd)', async () => {
    const app = buildTestApp([requestContext(), inlineFiles({ stylesheets: SHEETS, scripts: SCRIPTS })]);
    const response = await app.request('/en/espana/tables');
    expect(await response.text()).toBe('<!doctype html><html><head><script>boot()</script></head><body>page</body></html>');
  });
});
