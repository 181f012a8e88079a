import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { MenuEntry } from '../../config/menus';
import type { Region } from '../../config/regions';
import type { RouteId } from '../../config/routes';
import { buildPath, routeExistsIn } from '../routing/build-path';
import { resolvePage } from '../routing/resolve-page';
import { toSafeExternalUrl } from './safe-url';

export type MenuItem =
  | { kind: 'link'; label: string; href: string; external: boolean; routeId?: RouteId }
  | { kind: 'group'; label: string; children: readonly MenuItem[] };

export type MenuContext = { edition: EditionId; lang: LocaleCode; region: Region | undefined };

function applies(entry: MenuEntry, { edition, lang, region }: MenuContext): boolean {
  if (entry.editions && !entry.editions.includes(edition)) return false;
  if (entry.languages && !entry.languages.includes(lang)) return false;
  if (entry.regions && (!region || !entry.regions.includes(region.slug))) return false;
  return true;
}

/** The path of a route for this context, or undefined when the page would be a 404 there. */
export function pathIfAvailable(routeId: RouteId, context: MenuContext): string | undefined {
  if (!routeExistsIn(routeId, context.lang)) return undefined;
  let path: string;
  try {
    path = buildPath(routeId, context.lang, { region: context.region?.slug });
  } catch {
    return undefined;
  }
  return resolvePage(path, { edition: context.edition }).kind === 'page' ? path : undefined;
}

function resolveEntry(entry: MenuEntry, context: MenuContext, label: (id: string) => string): MenuItem | undefined {
  if (!applies(entry, context)) return undefined;
  switch (entry.kind) {
    case 'route': {
      const href = pathIfAvailable(entry.route, context);
      return href ? { kind: 'link', label: label(entry.label), href, external: false, routeId: entry.route } : undefined;
    }
    case 'external': {
      const href = toSafeExternalUrl(entry.href);
      return href ? { kind: 'link', label: label(entry.label), href, external: true } : undefined;
    }
    case 'storeUrl': {
      const href = context.region && toSafeExternalUrl(context.region.storeUrl);
      return href ? { kind: 'link', label: label(entry.label), href, external: true } : undefined;
    }
    case 'group': {
      const children = resolveMenu(entry.children, context, label);
      return children.length > 0 ? { kind: 'group', label: label(entry.label), children } : undefined;
    }
  }
}

/** Turns a menu table into the links that exist for this edition, region and language. */
export function resolveMenu(
  entries: readonly MenuEntry[],
  context: MenuContext,
  label: (id: string) => string,
): MenuItem[] {
  return entries.flatMap((entry) => {
    const item = resolveEntry(entry, context, label);
    return item ? [item] : [];
  });
}
