// Error reporting, the health answer and the request log, against a site whose reporting service
// is the local ingest double (tests/support/ingest-double.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RENDER_ERROR_MESSAGE } from '../../src/lib/reporting/test-render-error';
import { asEvent, eventMentioning } from '../support/ingest-double';
import { payloadOf } from '../support/payload';
import { minifyScript } from '../../waku.config';
import { startReportingSite, type ReportingSite } from '../support/reporting-site';

let reporting: ReportingSite;
const url = (path: string) => reporting.site.url + path;

beforeAll(async () => {
  reporting = await startReportingSite();
}, 300_000);

afterAll(async () => {
  await reporting?.stop();
});

type Health = { status: string; version: string; edition: string; upstreams: Record<string, { state: string; lastFailureReason: string | null }> };

describe('a render that throws', () => {
  it('reaches the reporting service tagged with its route, region, language, edition and upstream state', async () => {
    const response = await fetch(url('/en/espana/tables?test-render-error'));
    await response.text();
    expect(response.status).toBe(500);
    const event = asEvent(await reporting.ingest.waitForItem(eventMentioning(TEST_RENDER_ERROR_MESSAGE)));
    expect(event?.tags).toMatchObject({ route: 'tables', region: 'espana', lang: 'en', edition: 'kings' });
    expect(['none', 'ok', 'stale', 'failed']).toContain(event?.tags?.upstream);
    expect(event?.environment).toBe('development');
    const health = (await (await fetch(url('/api/health'))).json()) as Health;
    expect(event?.release).toBe(health.version);
    // One report of it: not a second one for the framework's copy of the same error.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const messages = reporting.ingest.items().flatMap((item) => asEvent(item)?.exception?.values?.map((value) => value.value ?? '') ?? []);
    expect(messages).toEqual([TEST_RENDER_ERROR_MESSAGE]);
  });

  it('leaves pages that do not ask for it alone', async () => {
    expect((await fetch(url('/en/espana/tables'))).status).toBe(200);
  });
});

describe('the page’s error queue', () => {
  it('is written once in the head with the page’s config, and named, not carried, in its payload', async () => {
    const file = fileURLToPath(new URL('../../src/components/shell/error-queue.js', import.meta.url));
    const queue = await minifyScript(readFileSync(file, 'utf8'), file);
    // A page with an island, so it carries a payload at all.
    const page = await (await fetch(url('/en/espana/squad-simulator'))).text();
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<script data-inline="error-queue" data-config="[^"]+" nonce="[^"]+">/);
    expect(head).toContain(queue);
    expect(page.split(queue).length - 1).toBe(1);
    expect(payloadOf(page)).toContain('"data-inline":"error-queue"');
  });
});

describe('a failing upstream', () => {
  it('is reported once as a warning, however many pages meet it', async () => {
    for (let visit = 0; visit < 4; visit++) {
      const response = await fetch(url('/es/espana/noticias'));
      await response.text();
      expect(response.status).toBe(200);
    }
    const warning = asEvent(await reporting.ingest.waitForItem(eventMentioning('Upstream cms failing')));
    expect(warning?.level).toBe('warning');
    expect(warning?.tags).toMatchObject({ upstream_name: 'cms', upstream: 'failed', region: 'espana', lang: 'es', edition: 'kings' });
    // Give a second report time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reporting.ingest.items().filter(eventMentioning('Upstream cms failing'))).toHaveLength(1);
  });
});

describe('the health answer', () => {
  it('gives the build version, the edition and each upstream’s state, in JSON', async () => {
    const response = await fetch(url('/api/health'));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const health = JSON.parse(text) as Health;
    expect(health).toMatchObject({
      status: 'degraded',
      edition: 'kings',
      upstreams: { competition: { state: 'ok' }, cms: { state: 'failing', lastFailureReason: 'http 503' } },
    });
    const page = await (await fetch(url('/en/_health'))).text();
    expect(page).toContain(`data-field="version">${health.version}<`);
    const asked = await fetch(url('/en/_health'), { headers: { accept: 'application/json' } });
    expect(((await asked.json()) as Health).version).toBe(health.version);
  });

  it('names no upstream address and echoes no secret', async () => {
    const text = await (await fetch(url('/api/health'))).text();
    for (const leak of [reporting.cms.url, reporting.ingest.origin, '127.0.0.1', 'publickey', 'http:', 'https:', 'internal']) {
      expect(text, leak).not.toContain(leak);
    }
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with its route, status, cache outcome, upstream calls and render time', async () => {
    await (await fetch(url('/en/espana/matches'))).text();
    await (await fetch(url('/en/espana/matches'))).text();
    const deadline = Date.now() + 10_000;
    let lines: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      lines = reporting.site
        .output()
        .split('\n')
        // wrangler dev runs the page Worker beside the card Worker and names each one's lines: `[kings-league-demo] {…}`.
        .map((line) => line.replace(/^\[[\w-]+\] /, ''))
        .filter((line) => line.startsWith('{"event":"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.route === 'matches');
      if (lines.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const [first, second] = lines.slice(-2);
    expect(first).toMatchObject({ method: 'GET', status: 200, cache: 'miss' });
    expect(second).toMatchObject({ status: 200, cache: 'hit', upstream: { fetched: 0, cached: 0, stale: 0, failed: 0, state: 'none' } });
    expect(first?.upstream).toMatchObject({ state: expect.stringMatching(/^(ok|stale)$/) });
    expect(typeof first?.renderMs).toBe('number');
    expect(typeof first?.headersMs).toBe('number');
  });
});
