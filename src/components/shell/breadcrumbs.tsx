import { getRouteDefinition, type RouteId } from '../../config/routes';
import { buildPath } from '../../lib/routing/build-path';
import type { PageResolution } from '../../lib/routing/resolve-page';
import type { MessageId } from '../../lib/i18n/messages';
import { getRegionLabel } from '../../lib/i18n/region-name';
import type { ShellProps } from '../../lib/page/page-types';
import { getLeagueTitle } from '../../lib/i18n/league-words';

function trail(routeId: RouteId): RouteId[] {
  const parent = getRouteDefinition(routeId).parent;
  return parent ? [...trail(parent as RouteId), routeId] : [routeId];
}

type BreadcrumbsProps = ShellProps & {
  resolution: PageResolution;
  /** The last step's own name, for a page about one thing (a team, a player, a match). */
  current?: string;
};

/** Home › region › section › page, each step a link but the last. */
export function Breadcrumbs({ resolution, t, lang, current }: BreadcrumbsProps) {
  const steps = trail(resolution.routeId);
  if (steps.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumb')}>
      <ol>
        {steps.map((routeId, index) => {
          const { crumb } = getRouteDefinition(routeId);
          const label =
            crumb === 'home'
              ? t('nav.home')
              : crumb === 'region'
                ? getRegionLabel(t, resolution.region?.slug)
                : t(`page.${routeId}.title` as MessageId, { league: resolution.region ? getLeagueTitle(t, resolution.region) : '' });
          const isLast = index === steps.length - 1;
          return (
            <li key={routeId}>
              {isLast ? (
                <span aria-current="page">{current ?? label}</span>
              ) : (
                <a href={buildPath(routeId, lang, resolution.params)}>{label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
