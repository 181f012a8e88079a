// The JavaScript the app adds to every content page stays within ADR 047's budget, weighed as the
// bench weighs it (bench/site-app-page-side.mjs): a byte count, not a timing.
import { describe, expect, it } from 'vitest';
import { PAGE_SIDE_GZIP_BUDGET, pageSideGzip } from '../../../bench/site-app-page-side.mjs';

describe('the page’s side of the app', () => {
  it('adds no more than its budget of JavaScript, gzip, to a content page', async () => {
    expect(await pageSideGzip()).toBeLessThanOrEqual(PAGE_SIDE_GZIP_BUDGET);
  });
});
