import type { Season } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { findBracketWinner, hasKnownTeams, type SeasonBrackets } from '../../lib/tournament';
import { Bracket } from './bracket';

const seasonLabel = (season: Season) => season.displayName ?? season.name;

/**
 * The current season's bracket; while none of its ties is decided, the previous edition's
 * complete bracket follows, so the page always shows a knockout that has been played.
 * Nothing without a region.
 */
export async function TournamentBrackets({ shell, brackets }: { shell: ShellProps; brackets: Promise<SeasonBrackets> | undefined }) {
  const { t } = shell;
  if (!brackets) return null;
  const { season, rounds, previous, previousRounds } = await brackets;
  if (!season || rounds.length === 0) return <p className="empty-state">{t('tournament.bracket.empty')}</p>;
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
          {champion && <p className="bracket-champion" data-spoiler-gone>{t('tournament.bracket.champion', { team: champion.name })}</p>}
          <Bracket rounds={previousRounds} shell={shell} competitionId={previous.competitionId} idPrefix="previous" />
        </section>
      )}
    </>
  );
}
