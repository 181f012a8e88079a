import type { Season } from '../../lib/competition';
import type { PageResolution } from '../../lib/routing/resolve-page';
import { Breadcrumbs } from './breadcrumbs';
import type { ShellProps } from '../../lib/page/page-types';
import { formatSeasonName } from '../../lib/i18n/league-words';

type PageIntroProps = {
  shell: ShellProps;
  resolution: PageResolution;
  title: string;
  description: string;
  /** The season the page shows, named under the lead where the page is about one. */
  season?: Pick<Season, 'name' | 'displayName'>;
};

/** The top of a section page: where it sits, what it is, and for which season. */
export function PageIntro({ shell, resolution, title, description, season }: PageIntroProps) {
  return (
    <>
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      {season && <p className="muted">{shell.t('league.season', { season: formatSeasonName(shell.t, season) })}</p>}
    </>
  );
}
