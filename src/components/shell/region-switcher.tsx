import { getRegions } from '../../config/regions';
import { getRegionLabel } from '../../lib/i18n/region-name';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';

/** The edition's leagues that navigation shows; hidden ones stay routable but unlisted. */
export function RegionSwitcher({ edition, lang, region, t }: ShellProps) {
  const regions = getRegions(edition.id).filter((candidate) => candidate.navVisible);
  return (
    <details className="region-switcher" data-menu>
      <summary>
        <span className="truncate">{region ? getRegionLabel(t, region.slug) : t('shell.regions')}</span>
      </summary>
      <ul className="submenu" aria-label={t('shell.chooseRegion')}>
        {regions.map((candidate) => {
          const href = pathIfAvailable('regionHome', { edition: edition.id, lang, region: candidate });
          if (!href) return null;
          return (
            <li key={candidate.slug}>
              <a href={href} aria-current={candidate.slug === region?.slug ? 'true' : undefined}>
                {getRegionLabel(t, candidate.slug)}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
