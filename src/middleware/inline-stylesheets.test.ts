import { describe, expect, it } from 'vitest';
import { inlineStylesheets, stylesheetText } from './inline-stylesheets';
import { buildTestApp } from './test-app';

const SHEETS = { global: ':root { color: black; }', tables: '.standings { inline-size: 100%; }', home: '.home > h2 { margin: 0; }' };

describe('the text of the stylesheets an element names', () => {
  it('is each named stylesheet in the order named, as React joins several keys with spaces', () => {
    expect(stylesheetText(SHEETS, 'tables')).toBe(SHEETS.tables);
    expect(stylesheetText(SHEETS, 'home tables')).toBe(`${SHEETS.home}\n${SHEETS.tables}`);
  });

  it('is nothing when a name is unknown or missing, so the element is left as rendered', () => {
    expect(stylesheetText(SHEETS, 'tables unknown')).toBeUndefined();
    expect(stylesheetText(SHEETS, '')).toBeUndefined();
    expect(stylesheetText(SHEETS, 'constructor')).toBeUndefined();
  });
});

describe('inlineStylesheets', () => {
  it('refuses, when built, a stylesheet that would close its <style> element early', () => {
    expect(() => inlineStylesheets({ stylesheets: { bad: 'a { color: red; } </STYLE><script>x()</script>' } })).toThrow(/bad/);
  });

  it('leaves pages as they are where HTML cannot be rewritten (outside workerd)', async () => {
    const app = buildTestApp([inlineStylesheets({ stylesheets: SHEETS })]);
    const response = await app.request('/en/espana/tables');
    expect(await response.text()).toBe('<!doctype html><html><head><script>boot()</script></head><body>page</body></html>');
  });
});
