import type { LocaleCode } from '../../config/locales';
import { translateWord } from '../../config/route-words';
import { EMBED_ROOT } from '../../config/embed';
import { ENTITY_PATTERNS, getRouteDefinition, routeEmbed, routeLanguages, type RouteId } from '../../config/routes';
import type { RouteParams } from './match-route';

/** Whether the route has a path in this language at all (language-limited routes do not). */
export function routeExistsIn(routeId: RouteId, lang: LocaleCode): boolean {
  return routeLanguages(routeId).includes(lang);
}

function required(params: RouteParams, name: keyof RouteParams, routeId: RouteId): string {
  const value = params[name];
  if (!value) throw new Error(`Missing route parameter ${name} for ${routeId}`);
  return value;
}

/** The one place links are made: a route id, a language and the route's parameters give its path. */
export function buildPath(routeId: RouteId, lang: LocaleCode, params: RouteParams = {}): string {
  if (!routeExistsIn(routeId, lang)) throw new Error(`Route ${routeId} does not exist in ${lang}`);
  const parts: string[] = routeEmbed(routeId) ? [EMBED_ROOT, lang] : [lang];
  for (const segment of getRouteDefinition(routeId).segments) {
    if ('word' in segment) parts.push(translateWord(segment.word, lang));
    else if ('region' in segment) parts.push(required(params, 'region', routeId));
    else {
      const names: readonly (keyof RouteParams)[] = ENTITY_PATTERNS[segment.entity].params;
      const values = names.map((name) => required(params, name, routeId));
      parts.push(segment.entity === 'match' ? `${values[0]}-${values[1]}-vs-${values[2]}` : values.join('-'));
    }
  }
  return `/${parts.map((part) => encodeURIComponent(part)).join('/')}`;
}
