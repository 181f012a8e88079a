import homeCss from '../styles/home.css?raw';
import tournamentCss from '../styles/tournament.css?raw';
import { Suspense } from 'react';
import { InlineStyle } from '../components/inline-style';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { TierList } from '../components/tournament/tier-list';
import type { ViewProps } from './view-props';

/** The world cups' teams placed in tiers, as the season's data ranks them. */
export function TierListView({ shell, resolution, title, description }: ViewProps) {
  return (
    <>
      {/* The crests and section links come from the home styles. */}
      <InlineStyle id="home" css={homeCss} />
      <InlineStyle id="tournament" css={tournamentCss} />
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>
        <TierList shell={shell} />
      </Suspense>
    </>
  );
}
