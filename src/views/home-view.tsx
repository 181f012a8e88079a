import { getRegions } from '../config/regions';
import { getRegionLabel } from '../lib/i18n/region-name';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import type { ViewProps } from './view-props';

export function HomeView({ shell }: ViewProps) {
  const { edition, lang, t } = shell;
  const regions = getRegions(edition.id).filter((region) => region.navVisible);
  return (
    <>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.intro', { site: edition.siteTitle })}</p>
      </section>
      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">{t('home.regionsHeading')}</h2>
        <ul className="card-grid">
          {regions.map((region) => {
            const href = pathIfAvailable('regionHome', { edition: edition.id, lang, region });
            if (!href) return null;
            return (
              <li key={region.slug} className="card">
                <a href={href} className="card__link">
                  <span className="card__title">{getRegionLabel(t, region.slug)}</span>
                  <span className="card__meta">{region.leagueTitle}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
