import type { MatchCenterTurn, Season } from '../../lib/competition';
import { hasMatchPage, matchPath } from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';
import { Stylesheet } from '../stylesheet';
import { MatchCard } from './match-card';
import { formatSeasonName } from '../../lib/i18n/league-words';

type CurrentTurnProps = { shell: ShellProps; season?: Season; turn?: MatchCenterTurn };

/** The region's current matchday, or a calm empty state when the league cannot be reached. */
export function CurrentTurn({ shell, season, turn }: CurrentTurnProps) {
  const { region, lang, t } = shell;
  if (!region) return null;
  return (
    <section className="current-turn" aria-labelledby="current-turn-heading">
      <Stylesheet id="match-card" />
      <h2 id="current-turn-heading">{turn ? `${t('league.thisMatchday')}: ${turn.name}` : t('league.thisMatchday')}</h2>
      {season && <p className="muted">{t('league.season', { season: formatSeasonName(t, season) })}</p>}
      {turn && turn.matches.length > 0 ? (
        <ul className="mc-list">
          {turn.matches.map((match) => (
            <MatchCard key={match.id} match={match} href={season && hasMatchPage(match, season.competitionId) ? matchPath(match, region.slug, lang) : undefined} t={t} lang={lang} timeZone={region.timeZone} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('league.noData')}</p>
      )}
    </section>
  );
}
