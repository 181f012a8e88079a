import type { Region } from '../../config/regions';
import type { MatchOfTheMoment } from '../../lib/home';
import { getRegionLabel } from '../../lib/i18n/region-name';
import type { ShellProps } from '../../lib/page/page-types';
import { RegionCardMatch } from './region-card-match';

type RegionCardProps = { shell: ShellProps; region: Region; href: string; moment: Promise<MatchOfTheMoment> };

/** One league on the home page: its name as the way in, and its live or next match below. */
export function RegionCard({ shell, region, href, moment }: RegionCardProps) {
  const { t } = shell;
  return (
    <li className="card region-card">
      <h3 className="region-card__title">
        <a href={href}>{getRegionLabel(t, region.slug)}</a>
      </h3>
      <p className="card__meta">{region.leagueTitle}</p>
      <RegionCardMatch shell={shell} region={region} moment={moment} />
    </li>
  );
}
