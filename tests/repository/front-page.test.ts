// The README is a front page (issue 40): what the site is, the two commands and their settings, the
// layout, how a request is answered, and links to the guides in docs/, which hold the rest. It stays
// short enough to read at once, every link it and the guides give leads somewhere, and CI runs the
// test command it gives.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, root } from './source-files';

/** The most lines the front page may have; what does not fit belongs in a guide. */
const FRONT_PAGE_LINES = 300;

const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The targets of a page's Markdown links that lead into the repository (no scheme, no bare anchor). */
function relativeLinks(text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'));
}

describe('the front page', () => {
  it(`is at most ${FRONT_PAGE_LINES} lines`, () => {
    expect(readSource('README.md').split('\n').length).toBeLessThanOrEqual(FRONT_PAGE_LINES);
  });

  it('links to every guide in docs/', () => {
    const linked = new Set(relativeLinks(readSource('README.md')));
    expect(pages.filter((page) => page.startsWith('docs/') && !linked.has(page))).toEqual([]);
  });

  it.each(pages)('%s: every relative link leads to a file or folder of the repository', (page) => {
    const links = relativeLinks(readSource(page));
    const broken = links.filter((link) => !existsSync(join(root, dirname(page), decodeURIComponent(link.split('#')[0]!))));
    expect(broken).toEqual([]);
  });

  it('gives the test command CI runs, and CI runs exactly that', () => {
    const commands = /## Run it\n+```sh\n([\s\S]*?)```/.exec(readSource('README.md'))?.[1] ?? '';
    const test = /^(npm test)\s+#/m.exec(commands)?.[1];
    expect(test, 'the README gives `npm test`').toBe('npm test');
    const ciCommands = readSource('.ci/run').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    expect(ciCommands.at(-1)).toBe(test);
  });
});
