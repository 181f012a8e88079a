import { getRegionShortName } from '../../config/region-short-names';
import { getRegions } from '../../config/regions';
import { getRegionLabel } from '../../lib/i18n/region-name';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';

/**
 * The region's name in the switch: whole where there is room; on a phone its short form (ESP, not
 * "S…"), the whole name kept for screen readers.
 */
function RegionName({ name, short }: { name: string; short: string | undefined }) {
  if (!short) return <span className="truncate">{name}</span>;
  return (
    <>
      <span className="region-switcher__name truncate">{name}</span>
      <span className="region-switcher__short" aria-hidden="true">{short}</span>
    </>
  );
}

/** The edition's leagues that navigation shows; hidden ones stay routable but unlisted. */
export function RegionSwitcher({ edition, lang, region, t }: ShellProps) {
  const regions = getRegions(edition.id).filter((candidate) => candidate.navVisible);
  return (
    <details className="region-switcher" data-menu>
      <summary>
        {region ? <RegionName name={getRegionLabel(t, region.slug)} short={getRegionShortName(region.slug, lang)} /> : <span className="truncate">{t('shell.regions')}</span>}
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
