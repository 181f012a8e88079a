import type { ReactNode } from 'react';
import type { ViewProps } from '../../lib/page/page-types';
import { Stylesheet } from '../stylesheet';
import { PageIntro } from '../shell/page-intro';

type LeaguePageProps = Pick<ViewProps, 'shell' | 'resolution' | 'title' | 'description'> & {
  /** A modifier of the page's own layout (`tickets`, `regulation`…), for its stylesheet. */
  kind: string;
  children: ReactNode;
};

/** The frame of the league's own pages: their stylesheet, where the page sits, what it is for. */
export function LeaguePage({ shell, resolution, title, description, kind, children }: LeaguePageProps) {
  return (
    <div className={`league-page league-page--${kind}`}>
      <Stylesheet id="league-pages" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      {children}
    </div>
  );
}
