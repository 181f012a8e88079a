// The repository's TypeScript sources, read as text, for the tests that check how they are laid out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** Every .ts and .tsx file below the folder (relative to the root), tests apart unless asked for. */
export function sourceFiles(folder: string, { tests = false } = {}): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && (tests || !/\.test\.tsx?$/.test(entry.name))) found.push(relative(root, path));
    }
  };
  walk(join(root, folder));
  return found.sort();
}

export const readSource = (path: string) => readFileSync(join(root, path), 'utf8');
