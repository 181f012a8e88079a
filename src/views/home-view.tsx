import { JsonLd } from '../components/head/json-ld';
import { buildWebSite } from '../lib/search';
import { getRegions } from '../config/regions';
import { Stylesheet } from '../components/stylesheet';
import { RegionCard } from '../components/home/region-card';
import { loadMatchOfTheMoment } from '../lib/home';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import type { ViewProps } from '../lib/page/page-types';

/** The edition's front page: every league as a way in, each with its match of the moment. */
export function HomeView({ shell, data }: ViewProps) {
  const { edition, lang, t } = shell;
  const options = { genders: edition.genders, lang };
  const regions = getRegions(edition.id).flatMap((region) => {
    const href = region.navVisible ? pathIfAvailable('regionHome', { edition: edition.id, lang, region }) : undefined;
    return href ? [{ region, href }] : [];
  });
  return (
    <>
      <Stylesheet id="home" />
      <JsonLd data={buildWebSite(shell.edition, shell.domain, shell.lang)} />
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.intro', { site: edition.siteTitle })}</p>
      </section>
      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">{t('home.regionsHeading')}</h2>
        <ul className="card-grid region-cards">
          {regions.map(({ region, href }) => (
            <RegionCard
              key={region.slug}
              shell={shell}
              region={region}
              href={href}
              moment={loadMatchOfTheMoment(data.competition, region, options)}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
