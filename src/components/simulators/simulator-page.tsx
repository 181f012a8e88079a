import type { ReactNode } from 'react';
import type { Season } from '../../lib/competition/types';
import type { Translate } from '../../lib/i18n/intl';
import type { PageResolution } from '../../lib/routing/resolve-page';
import type { ShellProps } from '../../lib/page/page-types';
import { Stylesheet } from '../stylesheet';
import { PageIntro } from '../shell/page-intro';

type SimulatorPageProps = {
  shell: ShellProps;
  resolution: PageResolution;
  title: string;
  description: string;
  t: Translate;
  /** The season the pool is from; none when the league could not say who plays. */
  season: Season | undefined;
  children?: ReactNode;
};

/** A simulator page's frame: its styles and heading, then the simulator or, without a pool, a calm notice. */
export function SimulatorPage({ shell, resolution, title, description, t, season, children }: SimulatorPageProps) {
  return (
    <>
      <Stylesheet id="simulators" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} season={season} />
      {season ? children : <p className="empty-state">{t('simulators.unavailable')}</p>}
    </>
  );
}
