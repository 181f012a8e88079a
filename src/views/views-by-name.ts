import type { ComponentType } from 'react';
import type { ViewProps } from '../lib/page/page-types';

/** A view's file for its name: `regionHome` is `./region-home-view.tsx`. */
export const viewFile = (name: string) => `./${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-view.tsx`;

/** A view's component for its name: `regionHome` is `RegionHomeView`. */
export const viewComponent = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}View`;

/**
 * The component of each named view, from the view modules by file. Throws naming every record
 * without its view and every view file no record names, so neither can reach a page.
 */
export function viewsByName<Name extends string>(
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  names: readonly Name[],
): Record<Name, ComponentType<ViewProps>> {
  const views = {} as Record<Name, ComponentType<ViewProps>>;
  const problems: string[] = [];
  for (const name of new Set(names)) {
    const component = modules[viewFile(name)]?.[viewComponent(name)];
    if (typeof component === 'function') views[name] = component as ComponentType<ViewProps>;
    else problems.push(`view ${name}: no ${viewComponent(name)} in src/views/${viewFile(name).slice(2)}`);
  }
  const named = new Set([...names].map(viewFile));
  for (const file of Object.keys(modules)) if (!named.has(file)) problems.push(`src/views/${file.slice(2)}: no record names this view`);
  if (problems.length) throw new Error(`The views and the route records disagree:\n${problems.join('\n')}`);
  return views;
}
