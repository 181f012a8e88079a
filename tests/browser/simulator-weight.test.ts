// The simulators' first visit: every script Chromium downloads for the page, gzip, as the bench's
// js-weight weighs it, within the budget their issue sets (SIMULATOR_PAGES in bench/support.mjs).
// The route record reaches the browser, so a library its query fields use is weighed here (ADR 065).
import { describe, expect, inject, it } from 'vitest';
import { weigh } from '../../bench/measurements/js-weight.mjs';
import { SIMULATOR_PAGES } from '../../bench/support.mjs';
import { useBrowser } from '../support/browser';

const KINGS = inject('kingsUrl');
const browser = useBrowser();

describe('the simulators’ first visit', () => {
  it.each(SIMULATOR_PAGES)('$label downloads no more JavaScript than its budget', async ({ path, jsBudget }) => {
    const weight = await weigh(browser(), new URL(path, KINGS).href);
    expect(weight.status).toBe(200);
    const files = weight.files.map((file: { url: string; gzipBytes: number }) => `${file.url} ${file.gzipBytes}`).join('\n');
    expect(weight.total.gzipBytes, `KiB of JS gzip, by file:\n${files}`).toBeLessThanOrEqual(jsBudget * 1024);
  });
});
