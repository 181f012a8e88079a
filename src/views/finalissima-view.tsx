import homeCss from '../styles/home.css?raw';
import tournamentCss from '../styles/tournament.css?raw';
import { Suspense } from 'react';
import { InlineStyle } from '../components/inline-style';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { FinalissimaFixture } from '../components/tournament/finalissima-fixture';
import type { ViewProps } from './view-props';

/** The women's Finalissima: the champions of Spain and the Americas meet in one final. */
export function FinalissimaView({ shell, resolution, title, description }: ViewProps) {
  return (
    <>
      {/* The crests and section links come from the home styles. */}
      <InlineStyle id="home" css={homeCss} />
      <InlineStyle id="tournament" css={tournamentCss} />
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>
        <FinalissimaFixture shell={shell} />
      </Suspense>
    </>
  );
}
