import { DraftPicks } from '../components/people/draft-picks';
import { PeopleFilter } from '../components/people/people-filter';
import { PeoplePage } from '../components/people/people-page';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import {
  groupPicksByRound, isSnakeDraft, toDraftOrder, filterByQuery, teamsOf, readPlayerListQuery, loadRegionPlayers,
  toPeopleGender, withPeopleGender,
} from '../lib/people';
import { buildPath } from '../lib/routing/build-path';
import type { ViewProps } from '../lib/page/page-types';

/** How the draft works, the order the teams chose in, and every pick, filterable by team and position. */
export async function DraftView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  if (!region) return null;
  const api = data.competition;
  const { season, players } = await loadRegionPlayers(api, region, { genders: edition.genders, lang });
  const [draft, seasonTeams] = season ? await Promise.all([api.getDraft(season.id), api.getSeasonTeams(season.id)]) : [undefined, []];
  const picks = draft ?? [];
  const teams = teamsOf(picks.map((pick) => pick.teamId), seasonTeams, lang);
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const allRounds = groupPicksByRound(picks);
  const query = readPlayerListQuery(shell.query);
  const rounds = groupPicksByRound(filterByQuery(picks, query, (pick) => ({ teamId: pick.teamId, role: pick.player.role })));
  const order = toDraftOrder(picks);
  const context = { edition: edition.id, lang, region };
  const related = [
    { href: pathIfAvailable('draftPlayers', context), label: t('people.draft.playersLink') },
    { href: pathIfAvailable('draftReserves', context), label: t('people.draft.reservesLink') },
    { href: pathIfAvailable('joinTheDraft', context), label: t('people.draft.joinLink') },
  ].filter((link): link is { href: string; label: string } => !!link.href);
  const action = buildPath('draft', lang, { region: region.slug });
  const links = { lang, edition: edition.id, region };
  return (
    <PeoplePage shell={shell} resolution={resolution} heading={title} lead={description}>
      <section aria-labelledby="draft-how-heading" className="draft-how">
        <h2 id="draft-how-heading">{t('people.draft.howHeading')}</h2>
        <p>{t('people.draft.howPool', { league: region.leagueTitle })}</p>
        <p>{t('people.draft.howRounds')}</p>
        <p>{t('people.draft.howReserves')}</p>
        {related.length > 0 && (
          <ul className="people-links">
            {related.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {picks.length === 0 ? (
        <p className="empty-state">{t(!season ? 'people.list.unavailable' : draft ? 'people.draft.empty' : 'people.draft.unavailable')}</p>
      ) : (
        <>
          <section aria-labelledby="draft-order-heading">
            <h2 id="draft-order-heading">{t('people.draft.orderHeading')}</h2>
            <p className="muted">{isSnakeDraft(allRounds) ? t('people.draft.orderSnake') : t('people.draft.orderFixed')}</p>
            <ol className="draft-order">
              {order.map((teamId) => (
                <li key={teamId} data-team-id={teamId}>
                  {teamById.get(teamId)?.name ?? '—'}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="draft-picks-heading">
            <h2 id="draft-picks-heading">{t('people.draft.picksHeading')}</h2>
            <PeopleFilter action={action} teams={teams} query={query} t={t} />
            <p className="people-count muted">
              {t('people.draft.count', { count: rounds.reduce((sum, round) => sum + round.picks.length, 0) })}
              {(query.teamId !== undefined || query.role !== undefined) && (
                <>
                  {' · '}
                  <a href={action}>{t('people.filter.clear')}</a>
                </>
              )}
            </p>
            {rounds.length > 0 ? (
              <DraftPicks
                rounds={rounds}
                teams={teamById}
                knownPlayers={new Set(players.map((player) => player.id))}
                caption={t('people.draft.picksCaption', { season: season?.displayName ?? season?.name ?? '' })}
                links={links}
                t={t}
              />
            ) : (
              <p className="empty-state">{t('people.list.noMatch')}</p>
            )}
          </section>
        </>
      )}
    </PeoplePage>
  );
}
