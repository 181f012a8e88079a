// The guide's "Adding a page" (docs/developing.md) says how many files a page family with its own data touches and
// which. This counts the worked example (worked-example.ts), checks that the registries find its
// files where the recipe puts them, and that the recipe names only paths, conventions and
// registries the code has (ADR 045), as readme-layout.test.ts does for the layout.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOfLoader, loadersByKind } from '../../src/lib/page/entities/loaders-by-kind';
import { viewComponent, viewFile, viewsByName } from '../../src/views/views-by-name';
import { declaredFeatureSets } from './feature-message-sets';
import { isMessageFile, WORKED_EXAMPLE } from './worked-example';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const section = /## Adding a page\n([\s\S]*?)\n## /.exec(read('docs/developing.md'))?.[1] ?? '';

/** Every file of the repository's code and messages, relative to its root. */
const onDisk = ['src', 'messages', 'tests', 'docs'].flatMap((top) =>
  (readdirSync(join(root, top), { recursive: true }) as string[]).map((path) => `${top}/${path}`),
);

const globToRegExp = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The patterns of each `import.meta.glob` in a file, relative to the repository's root (`!` kept). */
function globsIn(file: string): string[][] {
  const text = read(file);
  return [...text.matchAll(/import\.meta\.glob(?:<.*?>)?\(\s*(\[[^\]]*\]|'[^']*')/gs)].map((call) =>
    [...call[1]!.matchAll(/'([^']+)'/g)].map(([, pattern]) => {
      const negated = pattern!.startsWith('!');
      const resolved = posix.join(posix.dirname(file), negated ? pattern!.slice(1) : pattern!);
      return negated ? `!${resolved}` : resolved;
    }),
  );
}

/** Whether one of a file's globs finds the path. */
function foundBy(file: string, path: string): boolean {
  return globsIn(file).some((patterns) => {
    const matches = (glob: string) => globToRegExp(glob).test(path);
    return patterns.some((p) => !p.startsWith('!') && matches(p)) && !patterns.some((p) => p.startsWith('!') && matches(p.slice(1)));
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const { names } = WORKED_EXAMPLE;
/** A recipe path with the worked example's names in its angle brackets. */
const PATH_NAMES: Record<string, string> = { view: kebab(names.view), kind: kebab(names.kind), feature: names.feature, loader: names.loader };
const fill = (path: string) => path.replace(/<(\w+)>/g, (_, name: string) => PATH_NAMES[name] ?? `<${name}>`);

const files = WORKED_EXAMPLE.files.map(({ path }) => path);
const code = files.filter((path) => !isMessageFile(path));
const fileOf = (prefix: string) => code.find((path) => path.startsWith(prefix))!;

describe('adding a page family with its own data', () => {
  it('touches at most 6 code files, and the guide states the count', () => {
    expect(code.length).toBeLessThanOrEqual(6);
    const figure = /\*\*(\d+) files: (\d+)\s+of code and (\d+) message files\*\*/.exec(section);
    expect(figure?.slice(1).map(Number)).toEqual([files.length, code.length, files.length - code.length]);
  });

  it('touches the code files the guide lists, and those only', () => {
    const listed = [...section.matchAll(/^- `([^`]+)`$/gm)].map(([, path]) => fill(path!));
    expect(listed.sort()).toEqual([...code].sort());
  });

  it('has its view where ROUTE_VIEWS finds it, under its record’s name', () => {
    const path = fileOf('src/views/');
    expect(path).toBe(`src/views/${viewFile(names.view).slice(2)}`);
    expect(foundBy('src/views/index.ts', path)).toBe(true);
    const View = () => null;
    expect(viewsByName({ [viewFile(names.view)]: { [viewComponent(names.view)]: View } }, [names.view])).toEqual({ [names.view]: View });
    expect(WORKED_EXAMPLE.record).toContain(`view: '${names.view}'`);
  });

  it('has its stylesheet where STYLESHEETS finds it', () => {
    expect(foundBy('src/styles/stylesheets.ts', fileOf('src/styles/'))).toBe(true);
  });

  it('has its entity loader where ENTITY_LOADERS finds it, under the kind its record names', () => {
    expect(foundBy('src/lib/page/entities/index.ts', fileOf('src/lib/page/entities/'))).toBe(true);
    expect(kindOfLoader(WORKED_EXAMPLE.entityLoaderExport)).toBe(names.kind);
    const load = async () => ({ kind: 'unreachable' }) as const;
    expect(loadersByKind({ './team-history.ts': { [WORKED_EXAMPLE.entityLoaderExport]: load } }, [names.kind])).toEqual({ [names.kind]: load });
    expect(WORKED_EXAMPLE.record).toContain(`entity: '${names.kind}'`);
  });

  it('has its messages where the runtime finds them, and their ids in MessageId from its front door', () => {
    for (const path of files.filter(isMessageFile)) expect(foundBy('src/lib/i18n/messages.ts', path), path).toBe(true);
    expect([...declaredFeatureSets(WORKED_EXAMPLE.frontDoorDeclaration)]).toEqual([[names.feature, names.feature]]);
  });

  it('finds it in registries that keep no list of pages', () => {
    // Each registry imports only what is shared (the frame's stylesheets); its families come from its glob.
    expect(read('src/views/index.ts')).not.toMatch(/from '\.\/[\w-]+-view'/);
    expect(read('src/styles/stylesheets.ts').match(/from '\.\/[\w-]+\.css\?inline'/g)).toEqual([
      "from './global.css?inline'",
      "from './tokens.css?inline'",
      "from './tokens-queens.css?inline'",
    ]);
    expect(read('src/lib/page/entities/index.ts')).not.toMatch(/from '\.\/(?!types'|loaders-by-kind')/);
    expect(read('src/config/route-params.ts')).not.toMatch(/EntityKind/);
  });
});

describe('the guide’s recipe', () => {
  it('names only paths that exist, or conventions existing families follow', () => {
    const paths = [...new Set([...section.matchAll(/`((?:src|messages|tests|docs)\/[^`\s]*)`/g)].map(([, path]) => path!))];
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter((path) =>
      /[<*]/.test(path) ? !onDisk.some((file) => globToRegExp(path.replace(/<\w+>/g, '*').replace(/\/$/, '')).test(file)) : !existsSync(join(root, path)),
    );
    expect(missing).toEqual([]);
  });

  it('names registries and types the code exports', () => {
    const sources = onDisk.filter((path) => path.startsWith('src/') && /\.tsx?$/.test(path)).map(read).join('\n');
    const identifiers = [...new Set([...section.matchAll(/`([A-Z][A-Za-z_]{2,})`/g)].map(([, name]) => name!))];
    expect(identifiers).toEqual(expect.arrayContaining(['ROUTE_VIEWS', 'STYLESHEETS', 'ENTITY_LOADERS', 'MessageId']));
    const unknown = identifiers.filter((name) => !new RegExp(`export (?:const|type|interface|function) ${name}\\b`).test(sources));
    expect(unknown).toEqual([]);
  });
});
