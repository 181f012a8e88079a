import { JsonLd } from '../components/head/json-ld';
import { PeoplePage } from '../components/people/people-page';
import { PlayedMatches } from '../components/people/played-matches';
import { PlayerFacts } from '../components/people/player-facts';
import { PlayerHero } from '../components/people/player-hero';
import { PlayerSeasonStats } from '../components/people/player-season-stats';
import { RatingCard } from '../components/people/rating-card';
import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { buildPerson, formatCountry, fullName, loadPlayedMatches, loadPlayerSeasonStats, teamPagePath, toAvatarColour, toInkOn, toPeopleGender, withPeopleGender } from '../lib/people';
import { canonicalUrl } from '../lib/seo/page-links';
import type { ViewProps } from '../lib/page/page-types';
import { SpoilerBlock } from '../components/reader/spoiler-block';

/**
 * A player's page, regional or edition-wide: who they are, their card, their season in numbers
 * and the matches they played. The route guard has already checked the id and the name in the path.
 */
export async function PlayerView({ shell, resolution, title, data, entity }: ViewProps) {
  const { edition, lang, domain, pathname, query } = shell;
  const api = data.competition;
  if (entity?.kind !== 'player') {
    const t = withPeopleGender(shell.t, toPeopleGender(edition));
    // The league could not be reached (an unknown player never gets this far): say so calmly.
    return (
      <PeoplePage shell={shell} resolution={resolution} heading={title}>
        <p className="empty-state">{t('people.player.unavailable')}</p>
      </PeoplePage>
    );
  }
  const search = entity.found;
  const { player, season, isLegend } = search;
  const t = withPeopleGender(shell.t, toPeopleGender(edition, player.gender));
  const home = search.region;
  const teams = season && player.teamId !== undefined ? await api.getSeasonTeams(season.id) : [];
  const team = teams.find((candidate) => candidate.id === player.teamId);
  const links = { lang, edition: edition.id, region: home };
  const teamHref = team && teamPagePath(links, team);
  const colour = toAvatarColour(team?.firstColor);
  const person = buildPerson({
    player,
    team,
    url: canonicalUrl(domain, pathname, query),
    nationality: formatCountry(player.countryId, lang),
    jobTitle: t(`people.role.${player.role}`),
  });
  return (
    <>
      <Stylesheet id="people" />
      <Stylesheet id="match-card" />
      <JsonLd data={person} />
      <Breadcrumbs {...shell} resolution={resolution} current={fullName(player)} />
      <article className="player" data-player-id={player.id}>
        <PlayerHero player={player} team={team} teamHref={teamHref} colour={colour} t={t} />
        <div className="player__columns">
          <section className="player__section" aria-labelledby="player-facts-heading">
            <h2 id="player-facts-heading">{t('people.facts.heading')}</h2>
            <PlayerFacts player={player} team={team} teamHref={teamHref} region={home} lang={lang} now={new Date()} t={t} />
          </section>
          <section className="player__section" aria-labelledby="player-ratings-heading">
            <h2 id="player-ratings-heading">{t('people.ratings.heading')}</h2>
            <RatingCard player={player} colour={colour} ink={toInkOn(colour)} t={t} />
          </section>
        </div>
        {isLegend ? (
          <p className="player__legend muted">{t('people.player.legendOf', { league: home.leagueTitle })}</p>
        ) : (
          season && (
            <>
              <section className="player__section" aria-labelledby="player-stats-heading">
                <h2 id="player-stats-heading">{t('people.stats.heading')}</h2>
                <SpoilerBlock t={t} kind="statistics">
                  <PlayerSeasonStats stats={loadPlayerSeasonStats(api, season.id, player)} season={season} lang={lang} t={t} />
                </SpoilerBlock>
              </section>
              <section className="player__section" aria-labelledby="player-matches-heading">
                <h2 id="player-matches-heading">{t('people.matches.heading')}</h2>
                {team ? (
                  <SpoilerBlock t={t} kind="results">
                    <PlayedMatches played={loadPlayedMatches(api, { playerId: player.id, teamId: team.id, seasonId: season.id }, lang)} season={season} region={home} edition={edition.id} lang={lang} t={t} />
                  </SpoilerBlock>
                ) : (
                  <p className="empty-state">{t('people.matches.empty')}</p>
                )}
              </section>
            </>
          )
        )}
      </article>
    </>
  );
}
