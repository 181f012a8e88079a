import { findRegion } from '../config/regions';
import { getRouteDefinition } from '../config/routes';
import { Stylesheet } from '../components/stylesheet';
import { HomeSection } from '../components/home/home-section';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import { KingOfKingsMatches } from '../components/tournament/king-of-kings-matches';
import { QualifiedTeams } from '../components/tournament/qualified-teams';
import { QualifierRace } from '../components/tournament/qualifier-race';
import { KING_OF_KINGS_SLUG, loadKingOfKingsMatches, loadQualifierRace, loadRegionTitles } from '../lib/tournament';
import type { ViewProps } from '../lib/page/page-types';

/**
 * The road to King of Kings from Spain or the Americas: who has qualified (the league's and the
 * cup's latest champions) with the finals they won, the current race, and their King of Kings matches.
 */
export function QualifiersView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, t } = shell;
  // The league the page follows comes from its record, whatever region it is opened from.
  const { sourceRegion } = getRouteDefinition(resolution.routeId);
  const source = sourceRegion === undefined ? undefined : findRegion(edition.id, sourceRegion);
  const kingOfKings = findRegion(edition.id, KING_OF_KINGS_SLUG);
  const api = data.competition;
  const options = { genders: edition.genders, lang };
  return (
    <>
      <Stylesheet id="home" />
      <Stylesheet id="tournament" />
      <Stylesheet id="match-card" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      {source ? (
        <>
          <HomeSection id="qualified-heading" title={t('tournament.qualifiers.qualifiedHeading')}>
            <p className="muted">{t('tournament.qualifiers.qualifiedIntro', { league: source.leagueTitle })}</p>
            <QualifiedTeams shell={shell} source={source} titles={loadRegionTitles(api, source, options)} />
          </HomeSection>
          <HomeSection id="race-heading" title={t('tournament.qualifiers.raceHeading')} spoilers={{ t, kind: 'table' }}>
            <QualifierRace shell={shell} headingId="race-heading" source={source} race={loadQualifierRace(api, source, options)} />
          </HomeSection>
          {kingOfKings && (
            <HomeSection id="kok-heading" title={t('tournament.qualifiers.kokHeading')}>
              <KingOfKingsMatches shell={shell} kingOfKings={kingOfKings} matches={loadKingOfKingsMatches(api, source, kingOfKings, options)} />
            </HomeSection>
          )}
        </>
      ) : (
        <p className="empty-state">{t('tournament.qualifiers.noTitle')}</p>
      )}
    </>
  );
}
