// The W3C HTML checker (vnu.jar, the Nu Html Checker) over the pages of both editions in English
// and Arabic: the For media page and one page of each family, found as a visitor would (a match,
// a team, a player and a story from their listings). It catches what axe does not (an ARIA
// attribute a role does not allow, an element where the content model forbids it).
//
// vnu.jar comes from the `vnu-jar` package, or from VNU_JAR; it runs on Java (`java` on the PATH;
// npm test's pretest installs Debian's default-jre-headless where it may). Neither missing is a
// reason to skip: the test fails and says what to install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

/** vnu.jar: VNU_JAR, else the `vnu-jar` package's. */
function findVnuJar(): string | undefined {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  } catch {
    return undefined;
  }
}

type Page = { name: string; url: string };

/** The first link of a page whose path matches `pattern`, as an address on `base`. */
async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + listing)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((found) => found[1] ?? '').find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`No link matching ${pattern} on ${listing}`);
  return base + href.replaceAll('&amp;', '&');
}

async function pagesToCheck(): Promise<Page[]> {
  const fixed: Page[] = [
    ['kings', KINGS, '/en/espana/for-media'],
    ['kings', KINGS, '/ar/mena/for-media'],
    ['queens', QUEENS, '/en/espana/for-media'],
    ['queens', QUEENS, '/ar/espana/for-media'],
    ['kings', KINGS, '/en/espana'],
    ['kings', KINGS, '/ar/mena'],
    ['queens', QUEENS, '/ar/espana'],
    ['kings', KINGS, '/en/espana/tables'],
    ['queens', QUEENS, '/ar/espana/tables'],
    ['kings', KINGS, '/ar/espana/matches'],
    ['kings', KINGS, '/en/espana/teams'],
    ['kings', KINGS, '/en/espana/stats/goals'],
    ['kings', KINGS, '/en/espana/faqs'],
    ['queens', QUEENS, '/ar/espana/regulation'],
    ['kings', KINGS, '/es/espana/noticias'],
    ['kings', KINGS, '/ar/mena/news'],
    ['kings', KINGS, '/en/world-cup/tournament'],
    ['kings', KINGS, '/en/espana/squad-simulator'],
    ['queens', QUEENS, '/en/finalissima'],
    ['kings', KINGS, '/en/espana/no-such-page'],
  ].map(([edition, base, pathname]) => ({ name: `${edition} ${pathname}`, url: `${base}${pathname}` }));
  const found: Page[] = await Promise.all(
    [
      ['kings a match', KINGS, '/en/espana/matches', /^\/en\/espana\/matches\/[^/?#]+$/],
      ['queens a match', QUEENS, '/ar/espana/matches', /^\/ar\/espana\/matches\/[^/?#]+$/],
      ['kings a team', KINGS, '/en/espana/teams', /^\/en\/espana\/teams\/[^/?#]+$/],
      ['kings a player', KINGS, '/en/espana/draft-players', /^\/en\/espana\/players\/[^/?#]+$/],
      ['kings a story', KINGS, '/es/espana/noticias', /^\/es\/espana\/noticias\/[^/?#]+$/],
      ['kings an Arabic story', KINGS, '/ar/mena/news', /^\/ar\/mena\/news\/[^/?#]+$/],
    ].map(async ([name, base, listing, pattern]) => ({ name: String(name), url: await firstLink(String(base), String(listing), pattern as RegExp) })),
  );
  return [...fixed, ...found];
}

/**
 * Where the checker is behind the standards the pages follow; each is skipped by its message, no
 * other. Its CSS checker (the W3C's) does not know container queries, `line-clamp`, `light-dark()`
 * or `vector-effect`, which the site's stylesheets use; and it allows `blocking` on a `link` only
 * for stylesheets, while HTML allows `blocking="render"` on `rel="expect"` too (the header's
 * first-paint link, ADR 013).
 */
const CHECKER_BEHIND = [/^CSS: /, /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/];

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/** Runs vnu.jar once over the files; its JSON report, errors only. */
function runVnu(jar: string, files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve((JSON.parse(out) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar gave no JSON report: ${err || out}`));
      }
    });
  });
}

describe('the W3C HTML checker', () => {
  const jar = findVnuJar();
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'html-checker-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has its jar and Java', () => {
    expect(jar && existsSync(jar), 'vnu.jar is missing: install the vnu-jar package (npm install --save-dev vnu-jar) or set VNU_JAR to a vnu.jar').toBe(true);
    const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
    expect(java.error === undefined && java.status === 0, 'java is not on the PATH: run `apt-get install -y default-jre-headless` (npm test does when it may)').toBe(true);
  });

  it('finds no error on the For media page and a page of each family, both editions, in English and Arabic', async () => {
    if (!jar) throw new Error('vnu.jar is missing: install the vnu-jar package or set VNU_JAR');
    const pages = await pagesToCheck();
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const response = await fetch(page.url);
        expect(response.status, page.url).toBeLessThan(500);
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, await response.text());
        return file;
      }),
    );
    const messages = await runVnu(jar, files);
    const pageOf = (url: string) => pages[Number(/(\d+)\.html$/.exec(url)?.[1])]?.name ?? url;
    const errors = messages.filter((message) => (message.type === 'error' || message.subType === 'fatal') && !CHECKER_BEHIND.some((pattern) => pattern.test(message.message)));
    expect(errors.map((error) => `${pageOf(error.url)}:${error.lastLine ?? '?'}: ${error.message} ${error.extract ?? ''}`.trim())).toEqual([]);
    // Every page was read: vnu names a file it could not read in a message of its own.
    expect(messages.filter((message) => message.type === 'non-document-error')).toEqual([]);
  }, 300_000);
});
