import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import { translateWord } from '../../config/route-words';
import {
  ENTITY_PATTERNS,
  ROUTE_IDS,
  getRouteDefinition,
  routeEmbed,
  routeLanguages,
  type RouteId,
  type RouteParamName,
  type RouteSegment,
} from '../../config/routes';

export type RouteParams = Partial<Record<RouteParamName, string>>;
export type RouteMatch = { routeId: RouteId; params: RouteParams };

const REGION_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

type CompiledRoute = { routeId: RouteId; segments: readonly RouteSegment[]; specificity: number };

/** The site's own pages (`/{lang}/…`) or the partners' widgets (`/embed/{lang}/…`, ADR 050). */
export type RouteScope = 'site' | 'embed';

// Routes with more fixed words win over routes that would read the same segment as a region slug.
function compile(lang: LocaleCode, scope: RouteScope): readonly CompiledRoute[] {
  return ROUTE_IDS.filter((routeId) => routeLanguages(routeId).includes(lang) && (routeEmbed(routeId) ? 'embed' : 'site') === scope)
    .map((routeId) => {
      const { segments } = getRouteDefinition(routeId);
      const specificity = segments.filter((segment) => 'word' in segment).length;
      return { routeId, segments, specificity };
    })
    .sort((a, b) => b.specificity - a.specificity);
}

const COMPILED = new Map<string, readonly CompiledRoute[]>(
  LOCALE_CODES.flatMap((lang) => (['site', 'embed'] as const).map((scope) => [`${scope}|${lang}`, compile(lang, scope)] as const)),
);

function matchSegment(
  segment: RouteSegment,
  value: string,
  lang: LocaleCode,
  params: RouteParams,
): boolean {
  if ('word' in segment) {
    if (translateWord(segment.word, lang) !== value) return false;
    if (segment.param) params[segment.param] = value;
    return true;
  }
  if ('region' in segment) {
    if (!REGION_SLUG.test(value)) return false;
    params.region = value;
    return true;
  }
  const { pattern, params: names } = ENTITY_PATTERNS[segment.entity];
  const found = pattern.exec(value);
  if (!found) return false;
  names.forEach((name, index) => {
    // An id alone leaves the names out, for the page loader to send on to the full address.
    const value = found[index + 1];
    if (value !== undefined) params[name] = value;
  });
  return true;
}

/** Finds the route that a language's path segments (after the language prefix) name. */
export function matchRoute(lang: LocaleCode, segments: readonly string[], scope: RouteScope = 'site'): RouteMatch | undefined {
  for (const route of COMPILED.get(`${scope}|${lang}`) ?? []) {
    if (route.segments.length !== segments.length) continue;
    const params: RouteParams = {};
    const matched = route.segments.every((segment, index) =>
      matchSegment(segment, segments[index] ?? '', lang, params),
    );
    if (matched) return { routeId: route.routeId, params };
  }
  return undefined;
}
