import { getCompetitionApi } from '../../lib/competition';
import { findLiveMatches } from '../../lib/home/match-picks';
import { loadCurrentSeasonTurns } from '../../lib/home/load-current-season';
import type { ShellProps } from '../../lib/page/page-types';
import { LiveMatchItem } from './live-match-item';

/** Every match being played in the region now, each linking to its page; nothing when none is. */
export async function LiveMatches({ shell }: { shell: ShellProps }) {
  const { region, edition, lang, t } = shell;
  if (!region) return null;
  const { season, turns } = await loadCurrentSeasonTurns(getCompetitionApi(), region, { genders: edition.genders, lang });
  const live = findLiveMatches(turns);
  if (!season || live.length === 0) return null;
  return (
    <section className="home-section live-matches" aria-labelledby="live-heading">
      <h2 id="live-heading">{t('home.live.heading')}</h2>
      <ul className="live-matches__list">
        {live.map((match) => (
          <LiveMatchItem key={match.id} match={match} shell={shell} competitionId={season.competitionId} />
        ))}
      </ul>
    </section>
  );
}
