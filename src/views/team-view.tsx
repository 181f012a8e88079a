import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { SeasonPicker } from '../components/teams/season-picker';
import { TeamHero } from '../components/teams/team-hero';
import { TeamJsonLd } from '../components/teams/team-json-ld';
import { TeamMatches } from '../components/teams/team-matches';
import { TeamRankings } from '../components/teams/team-rankings';
import { TeamSocial } from '../components/teams/team-social';
import { SpoilerBlock } from '../components/reader/spoiler-block';
import { TeamStar } from '../components/reader/team-star';
import { TeamAlerts } from '../components/reader/team-alerts';
import { TeamSquad } from '../components/teams/team-squad';
import { TeamStaff } from '../components/teams/team-staff';
import { AddToCalendar } from '../components/calendar/add-to-calendar';
import { calendarFeedPath } from '../lib/calendar';
import { isExcluded } from '../config/exclusions';
import { findPresident } from '../lib/competition/rules/president';
import type { Match, Player, Season } from '../lib/competition/types';
import { buildPath } from '../lib/routing/build-path';
import { canonicalUrl } from '../lib/seo/page-links';
import { hasMatchPage, matchPath } from '../lib/match';
import { playerPagePath } from '../lib/people';
import { buildSportsTeam, loadTeamPage, readSeasonParameter } from '../lib/teams';
import type { ViewProps } from '../lib/page/page-types';

/**
 * A team's page, regional or league-wide: the hero in its colours, then for the chosen season
 * (`?season=`) its staff, squad, matches and rankings, and the team's accounts.
 */
export async function TeamView({ shell, resolution, title, data: pageData, entity, alertsKey }: ViewProps) {
  const { edition, lang, region, t, query, domain, pathname } = shell;
  const data = await loadTeamPage(pageData.competition, Number(resolution.params.team), {
    edition, region, lang, requestedSeasonId: readSeasonParameter(query), team: entity?.kind === 'team' ? entity.team : undefined,
  });
  if (!data) {
    // The route guard let the page through because the league could not be reached.
    return (
      <>
        <Breadcrumbs {...shell} resolution={resolution} />
        <h1>{title}</h1>
        <p className="empty-state">{t('teams.unavailable')}</p>
      </>
    );
  }
  const { team, seasons, season, seasonRegion } = data;
  // The league-wide page has no region of its own: the season's region gives clock and links.
  const linkRegion = seasonRegion ?? region;
  const links = { lang, edition: edition.id, region: linkRegion };
  const basePath = buildPath(resolution.routeId, lang, resolution.params);
  const seasonHref = (choice: Season) => (choice.id === data.defaultSeasonId ? basePath : `${basePath}?season=${choice.id}`);
  const regionShowsMatches = Boolean(season && linkRegion && !isExcluded('matches', edition.id, linkRegion.slug));
  const matchHref = (match: Match) => (season && regionShowsMatches && linkRegion && hasMatchPage(match, season.competitionId) ? matchPath(match, linkRegion.slug, lang) : undefined);
  const playerHref = (player: Player) => playerPagePath(links, player);
  const sportsTeam = buildSportsTeam({
    team, url: canonicalUrl(domain, pathname, query), origin: domain, league: linkRegion?.leagueTitle ?? edition.siteTitle,
    staffs: data.staffs, players: data.players, playerPath: playerHref,
  });

  return (
    <>
      <Stylesheet id="teams" />
      <Stylesheet id="match-card" />
      <TeamJsonLd data={sportsTeam} />
      <Breadcrumbs {...shell} resolution={resolution} current={team.name} />
      <TeamHero team={team} president={findPresident(data.staffs) ?? findPresident(team.staffs)} season={season} t={t} star={
        <>
          <TeamStar context={links} team={team} t={t} />
          {alertsKey && <TeamAlerts team={team} publicKey={alertsKey} lang={lang} t={t} />}
        </>
      } />
      <SeasonPicker seasons={seasons} currentId={season?.id} hrefOf={seasonHref} t={t} />
      {data.requestedMissing && season && <p className="empty-state" role="status">{t('teams.seasons.missing', { season: season.name })}</p>}
      {!season && <p className="empty-state">{t('teams.noSeasons')}</p>}
      <div className="team-layout">
        {season && <div className="team-layout__squad"><TeamSquad players={data.players} playerHref={playerHref} t={t} /></div>}
        {season && (
          <div className="team-layout__main">
            <TeamMatches matches={data.matches} matchHref={matchHref} lang={lang} timeZone={linkRegion?.timeZone ?? 'UTC'} t={t} />
            <AddToCalendar feedUrl={new URL(calendarFeedPath(basePath, lang), domain).toString()} t={t} />
          </div>
        )}
        <div className="team-layout__side">
          <TeamStaff staffs={data.staffs} t={t} />
          {season && (
            <SpoilerBlock t={t} kind="statistics">
              <TeamRankings rankings={data.rankings} teamName={team.name} lang={lang} t={t} />
            </SpoilerBlock>
          )}
          <TeamSocial team={team} t={t} />
        </div>
      </div>
    </>
  );
}
