import { Stylesheet } from '../components/stylesheet';
import { MatchCard } from '../components/match-card/match-card';
import { MatchesFilter } from '../components/matches/matches-filter';
import { TurnTabs } from '../components/matches/turn-tabs';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import { AddToCalendar } from '../components/calendar/add-to-calendar';
import { calendarFeedPath } from '../lib/calendar';
import type { Match } from '../lib/competition';
import { hasMatchPage, matchPath } from '../lib/match';
import { readMatchesQuery, toMatchesSearch, loadMatches, listTurnTabs } from '../lib/matches';
import { buildPath } from '../lib/routing/build-path';
import type { ViewProps } from '../lib/page/page-types';

/** Fixtures and results by phase, group and matchday, optionally one team's; the state is the URL. */
export async function MatchesView({ shell, resolution, title, description, data: pageData }: ViewProps) {
  const { edition, lang, region, t } = shell;
  if (!region) return null;
  const now = new Date();
  const query = readMatchesQuery(shell.query);
  const data = await loadMatches(pageData.competition, query, {
    genders: edition.genders, competitions: region.competitionId, lang, now,
  });
  const { season, turns, turn, team } = data;
  const base = buildPath('matches', lang, { region: region.slug });
  const hrefOf = (turnId: number | undefined, teamId = team?.id) => base + toMatchesSearch({ turnId, teamId });
  // A playoff match whose sides are not drawn yet has no page to link.
  const matchHref = (match: Match) => (season && hasMatchPage(match, season.competitionId) ? matchPath(match, region.slug, lang) : undefined);
  const index = turn ? turns.indexOf(turn) : -1;
  const previous = index > 0 ? turns[index - 1] : undefined;
  const next = index >= 0 ? turns[index + 1] : undefined;
  const phaseTurns = turn ? turns.filter((candidate) => candidate.phase.id === turn.phase.id) : [];

  return (
    <>
      <Stylesheet id="matches" />
      <Stylesheet id="match-card" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} season={season} />
      <TurnTabs label={t('matches.phases')} tabs={listTurnTabs(turns, data.centre, now, 'phase')} currentId={turn?.phase.id} hrefOf={hrefOf} />
      <TurnTabs label={t('matches.groups')} tabs={listTurnTabs(phaseTurns, data.centre, now, 'group')} currentId={turn?.group.id} hrefOf={hrefOf} />
      <MatchesFilter action={base} turns={turns} teams={data.teams} turnId={turn?.id} teamId={team?.id} t={t} />
      {turn ? (
        <section className="matches-turn" aria-labelledby="matches-turn-heading">
          <h2 id="matches-turn-heading">{turn.name}</h2>
          <p className="muted matches-turn__context">
            {turn.phase.name} · {turn.group.name}
          </p>
          {team && (
            <p className="matches-turn__filter">
              {t('matches.onlyTeam', { team: team.name })} <a href={hrefOf(data.turnChosen ? turn.id : undefined, undefined)}>{t('matches.allTeamsLink')}</a>
            </p>
          )}
          {data.matches.length > 0 ? (
            <ul className="mc-list matches-list">
              {data.matches.map((match) => (
                <MatchCard key={match.id} match={match} href={matchHref(match)} lang={lang} timeZone={region.timeZone} t={t} />
              ))}
            </ul>
          ) : (
            <p className="empty-state">{team ? t('matches.noMatchForTeam', { team: team.name }) : t('league.noData')}</p>
          )}
          <nav className="turn-steps" aria-label={t('matches.turnSteps')}>
            {previous && (
              <a className="turn-steps__previous" href={hrefOf(previous.id)} rel="prev">
                {t('matches.previousTurn', { turn: previous.name })}
              </a>
            )}
            {next && (
              <a className="turn-steps__next" href={hrefOf(next.id)} rel="next">
                {t('matches.nextTurn', { turn: next.name })}
              </a>
            )}
          </nav>
        </section>
      ) : (
        <p className="empty-state">{t('league.noData')}</p>
      )}
      <AddToCalendar feedUrl={new URL(calendarFeedPath(base, lang), shell.domain).toString()} t={t} />
    </>
  );
}
