import type { Match } from '../../lib/competition';
import { hasMatchPage, matchPath } from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchCard } from '../match-card/match-card';
import { Stylesheet } from '../stylesheet';

type FavouritePinsProps = { shell: ShellProps; nextOfEachTeam: ReadonlyMap<number, Match>; competitionId?: number };

/**
 * "Your team's next match", once for every team of the region, all hidden: the head script's rule
 * shows the visitor's own before the first paint, so the cached page stays one page for everyone.
 */
export function FavouritePins({ shell, nextOfEachTeam, competitionId }: FavouritePinsProps) {
  const { region, lang, t } = shell;
  if (!region || nextOfEachTeam.size === 0) return null;
  return (
    <>
      <Stylesheet id="match-card" />
      {[...nextOfEachTeam].map(([teamId, match]) => (
        <section key={teamId} className="favourite-pin" data-pin={teamId} aria-labelledby={`favourite-pin-${teamId}`}>
          <h2 id={`favourite-pin-${teamId}`}>{t('reader.favourite.pinHeading')}</h2>
          <ul className="mc-list">
            {/* A match is pinned for both its teams, and is on this matchday's list too: ids of its own. */}
            <MatchCard
              match={match}
              href={competitionId !== undefined && hasMatchPage(match, competitionId) ? matchPath(match, region.slug, lang) : undefined}
              idPrefix={`p${teamId}-`}
              lang={lang}
              timeZone={region.timeZone}
              t={t}
            />
          </ul>
        </section>
      ))}
    </>
  );
}
