import { getCompetitionApi } from '../../lib/competition';
import { loadCompetition } from '../../lib/competition/load-competition';
import type { MatchCenterTurn } from '../../lib/competition/types';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchRow } from './match-row';

/** The turn being played: the first one not ended, else the last. */
export function pickCurrentTurn(turns: readonly MatchCenterTurn[]): MatchCenterTurn | undefined {
  return turns.find((turn) => !turn.ended) ?? turns.at(-1);
}

/** The region's current matchday, or a calm empty state when the league cannot be reached. */
export async function CurrentTurn({ shell }: { shell: ShellProps }) {
  const { region, edition, lang, t } = shell;
  if (!region) return null;
  const api = getCompetitionApi();
  const { season } = await loadCompetition(api, { genders: edition.genders, competitions: region.competitionId, lang });
  const turns = season ? await api.getMatchCenterData(season.id, { lang }) : [];
  const turn = pickCurrentTurn(turns);
  return (
    <section className="current-turn" aria-labelledby="current-turn-heading">
      <h2 id="current-turn-heading">{turn ? `${t('league.thisMatchday')}: ${turn.name}` : t('league.thisMatchday')}</h2>
      {season && <p className="muted">{t('league.season', { season: season.displayName ?? season.name })}</p>}
      {turn && turn.matches.length > 0 ? (
        <ul className="match-list">
          {turn.matches.map((match) => (
            <MatchRow key={match.id} match={match} t={t} lang={lang} timeZone={region.timeZone} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('league.noData')}</p>
      )}
    </section>
  );
}
