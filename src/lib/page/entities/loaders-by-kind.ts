import type { EntityLoader } from './types';

/** The kind a loader's name says it loads: `loadTeamEntity` and `loadTeam` load `team`. */
export function kindOfLoader(exportName: string): string | undefined {
  const name = /^load([A-Z]\w*?)(?:Entity)?$/.exec(exportName)?.[1];
  return name && name[0]!.toLowerCase() + name.slice(1);
}

/**
 * The loader of each kind, from the loader modules by file. Throws naming every kind without a
 * loader, every kind with two, and every loader of a kind nothing asks for, so none reaches a page.
 */
export function loadersByKind<Kind extends string>(
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  kinds: readonly Kind[],
): Record<Kind, EntityLoader> {
  const found = new Map<string, { file: string; loader: EntityLoader }[]>();
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      const kind = kindOfLoader(name);
      if (kind && typeof value === 'function') found.set(kind, [...(found.get(kind) ?? []), { file, loader: value as EntityLoader }]);
    }
  }
  const loaders = {} as Record<Kind, EntityLoader>;
  const problems: string[] = [];
  for (const kind of kinds) {
    const candidates = found.get(kind) ?? [];
    if (candidates.length === 1) loaders[kind] = candidates[0]!.loader;
    else problems.push(`entity ${kind}: ${candidates.length ? `loaded in ${candidates.map(({ file }) => file).join(' and ')}` : 'no loader'}`);
  }
  for (const [kind, candidates] of found) {
    if (!(kinds as readonly string[]).includes(kind)) problems.push(`${candidates[0]!.file}: no route loads a ${kind}`);
  }
  if (problems.length) throw new Error(`The entity loaders and the route records disagree:\n${problems.join('\n')}`);
  return loaders;
}
