import type { Partner, Season } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';

/** Only the league's own images and https ones: a partner logo is data, not a way to load anything else. */
function toLogoSrc(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('https://') || /^\/(?!\/)/.test(url) ? url : undefined;
}

function PartnerName({ partner }: { partner: Partner }) {
  const logo = toLogoSrc(partner.logoUrl);
  return logo ? <img className="partners__logo" src={logo} alt={partner.name ?? ''} height={40} loading="lazy" /> : <span>{partner.name}</span>;
}

/** The season's partners and its data partner, from the season's metaInformation. */
export async function Partners({ shell, season: loading }: { shell: ShellProps; season: Promise<Season | undefined> }) {
  const { t } = shell;
  const season = await loading;
  if (!season) return <SectionUnavailable t={t} />;
  const partners = (season.meta.seasonPartners ?? []).filter((partner) => partner.name || partner.logoUrl);
  const stats = season.meta.statsPartner?.name;
  if (partners.length === 0 && !stats) return <p className="empty-state">{t('home.partners.none')}</p>;
  return (
    <>
      {partners.length > 0 && (
        <ul className="partners">
          {partners.map((partner, index) => (
            <li key={`${partner.name ?? ''}-${index}`} className="partners__item"><PartnerName partner={partner} /></li>
          ))}
        </ul>
      )}
      {stats && <p className="muted">{t('home.partners.stats', { name: stats })}</p>}
    </>
  );
}
