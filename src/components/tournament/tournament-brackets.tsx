import { getCompetitionApi } from '../../lib/competition';
import { loadCurrentSeason } from '../../lib/home/load-current-season';
import type { Season } from '../../lib/competition/types';
import { findBracketWinner, hasKnownTeams, type BracketRound } from '../../lib/tournament/bracket';
import { pickPreviousSeason } from '../../lib/tournament/champions';
import { loadBracket } from '../../lib/tournament/load-bracket';
import type { ShellProps } from '../../lib/page/page-types';
import { Bracket } from './bracket';

const seasonLabel = (season: Season) => season.displayName ?? season.name;
const isDecided = (rounds: readonly BracketRound[]) => rounds.some((round) => round.ties.some((tie) => tie.home.isWinner || tie.away.isWinner));

/**
 * The current season's bracket; while none of its ties is decided, the previous edition's
 * complete bracket follows, so the page always shows a knockout that has been played.
 */
export async function TournamentBrackets({ shell }: { shell: ShellProps }) {
  const { region, edition, lang, t } = shell;
  if (!region) return null;
  const api = getCompetitionApi();
  const { season, clusters } = await loadCurrentSeason(api, region, { genders: edition.genders, lang });
  const rounds = season ? await loadBracket(api, season, lang) : [];
  if (!season || rounds.length === 0) return <p className="empty-state">{t('tournament.bracket.empty')}</p>;

  const listedPrevious = isDecided(rounds) ? undefined : pickPreviousSeason(clusters, season);
  const previous = listedPrevious && ((await api.getSeason(listedPrevious.id, lang)) ?? listedPrevious);
  const previousRounds = previous ? await loadBracket(api, previous, lang) : [];
  const champion = findBracketWinner(previousRounds);

  return (
    <>
      <section className="bracket-section" aria-labelledby="bracket-current">
        <h2 id="bracket-current">{t('tournament.bracket.heading', { season: seasonLabel(season) })}</h2>
        {!hasKnownTeams(rounds) && <p className="muted">{t('tournament.bracket.notDrawn')}</p>}
        <Bracket rounds={rounds} shell={shell} competitionId={season.competitionId} idPrefix="current" />
      </section>
      {previous && previousRounds.length > 0 && (
        <section className="bracket-section" aria-labelledby="bracket-previous">
          <h2 id="bracket-previous">{t('tournament.bracket.previous', { season: seasonLabel(previous) })}</h2>
          {champion && <p className="bracket-champion">{t('tournament.bracket.champion', { team: champion.name })}</p>}
          <Bracket rounds={previousRounds} shell={shell} competitionId={previous.competitionId} idPrefix="previous" />
        </section>
      )}
    </>
  );
}
