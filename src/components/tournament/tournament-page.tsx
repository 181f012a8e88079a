import type { ReactNode } from 'react';
import { Stylesheet } from '../stylesheet';
import { Breadcrumbs } from '../shell/breadcrumbs';
import type { ViewProps } from '../../lib/page/page-types';

/** The frame the tournament pages share: their styles, breadcrumbs, title and the body. */
export function TournamentPage({ shell, resolution, title, description, children }: ViewProps & { children: ReactNode }) {
  return (
    <>
      {/* The crests and section links come from the home styles. */}
      <Stylesheet id="home" />
      <Stylesheet id="tournament" />
      <Stylesheet id="match-card" />
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      {children}
    </>
  );
}
