import type { CSSProperties } from 'react';
import type { Partner, Season } from '../../lib/competition';
import { isLoadableImage, toPartnerMark } from '../../lib/pictures';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';


/** The partner's logo when the data gives one, else its drawn mark beside its name. */
function PartnerName({ partner }: { partner: Partner }) {
  const logo = partner.logoUrl;
  if (isLoadableImage(logo)) return <img className="partners__logo" src={logo} alt={partner.name ?? ''} height={40} loading="lazy" />;
  const mark = toPartnerMark(partner.name ?? '');
  return (
    <span className="partners__named">
      <span className="partners__mark" style={{ '--mark-hue': mark.hue } as CSSProperties} aria-hidden="true">{mark.letters}</span>
      <span>{partner.name}</span>
    </span>
  );
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
