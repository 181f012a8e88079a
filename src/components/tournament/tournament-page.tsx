import homeCss from '../../styles/home.css?raw';
import tournamentCss from '../../styles/tournament.css?raw';
import { Suspense, type ReactNode } from 'react';
import { InlineStyle } from '../inline-style';
import { Breadcrumbs } from '../shell/breadcrumbs';
import type { ViewProps } from '../../lib/page/page-types';

/** The frame the tournament pages share: their styles, breadcrumbs, title and a streamed body. */
export function TournamentPage({ shell, resolution, title, description, children }: ViewProps & { children: ReactNode }) {
  return (
    <>
      {/* The crests and section links come from the home styles. */}
      <InlineStyle id="home" css={homeCss} />
      <InlineStyle id="tournament" css={tournamentCss} />
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>{children}</Suspense>
    </>
  );
}
