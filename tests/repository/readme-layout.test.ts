// The README's "Layout" block is the map a newcomer reads first: every folder it names exists, and
// every folder on disk that a newcomer would open is on it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The paths the block names, each relative to the repository's root. */
export function pathsInLayout(readme: string): string[] {
  const block = /## Layout\s+```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('the README has no Layout block');
  const paths: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const indent = /^ */.exec(line)![0].length;
    // Deeper lines carry on the description of the line above.
    if (indent > 2 || !line.trim()) continue;
    // The path column: words that are paths (a slash or a dot in them), up to the first word of prose.
    const words = line.trim().split(/ +/);
    const prose = words.findIndex((word) => !/^[\w.-]*[./][\w./-]*$/.test(word));
    const names = prose === -1 ? words : words.slice(0, prose);
    for (const name of names) paths.push(indent === 2 ? parent + name : name);
    if (indent === 0 && names[0]!.endsWith('/')) parent = names[0]!;
  }
  return paths;
}

const folders = (relative: string) =>
  readdirSync(join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules', 'dist'].includes(entry.name))
    .map((entry) => `${relative}${entry.name}/`);

describe('the README layout', () => {
  const listed = pathsInLayout(readFileSync(join(root, 'README.md'), 'utf8'));

  it('names only paths that exist', () => {
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('names every folder of src/ and src/lib/, and every top-level folder', () => {
    const onDisk = [...folders(''), ...folders('src/'), ...folders('src/lib/')];
    // A folder is named by its own line or by a deeper path in it (docs/decisions/).
    const named = (folder: string) => listed.some((path) => path.startsWith(folder));
    expect(onDisk.filter((folder) => !named(folder))).toEqual([]);
  });
});
