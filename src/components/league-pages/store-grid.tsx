import type { Translate } from '../../lib/i18n/intl';
import { getRegionLabel } from '../../lib/i18n/region-name';
import type { StoreEntry } from '../../lib/league-pages';
import { ExternalLink } from './external-link';

/** Every league's official store: its badge, its name, and the way in (always another site). */
export function StoreGrid({ stores, t }: { stores: readonly StoreEntry[]; t: Translate }) {
  if (stores.length === 0) return <p className="empty-state">{t('pages.stores.empty')}</p>;
  return (
    <ul className="store-grid">
      {stores.map(({ region, href }) => (
        <li key={region.slug} className="store-card">
          <div className="store-card__badge">
            <img src={region.footerLogo.src} alt="" width={region.footerLogo.width} height={region.footerLogo.height} loading="lazy" />
          </div>
          <div className="store-card__body">
            <p className="store-card__region">{getRegionLabel(t, region.slug)}</p>
            <h2 className="store-card__name">{region.leagueTitle}</h2>
            <ExternalLink
              className="button button--accent store-card__link" href={href} label={t('pages.stores.visit')} about={region.leagueTitle} t={t}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
