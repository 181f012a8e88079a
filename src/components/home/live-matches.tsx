import type { Match, Season } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { LiveMatchItem } from './live-match-item';

type LiveMatchesProps = { shell: ShellProps; season?: Season; matches: readonly Match[] };

/** Every match being played in the region now, each linking to its page; nothing when none is. */
export function LiveMatches({ shell, season, matches }: LiveMatchesProps) {
  const { t } = shell;
  if (!season || matches.length === 0) return null;
  return (
    <section className="home-section live-matches" aria-labelledby="live-heading">
      <h2 id="live-heading">{t('home.live.heading')}</h2>
      <ul className="live-matches__list">
        {matches.map((match) => (
          <LiveMatchItem key={match.id} match={match} shell={shell} competitionId={season.competitionId} />
        ))}
      </ul>
    </section>
  );
}
