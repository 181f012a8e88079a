import type { Match } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchRow } from '../league/match-row';

type FavouritePinsProps = { shell: ShellProps; nextOfEachTeam: ReadonlyMap<number, Match> };

/**
 * "Your team's next match", once for every team of the region, all hidden: the head script's rule
 * shows the visitor's own before the first paint, so the cached page stays one page for everyone.
 */
export function FavouritePins({ shell, nextOfEachTeam }: FavouritePinsProps) {
  const { region, lang, t } = shell;
  if (!region || nextOfEachTeam.size === 0) return null;
  return (
    <>
      {[...nextOfEachTeam].map(([teamId, match]) => (
        <section key={teamId} className="favourite-pin" data-pin={teamId} aria-labelledby={`favourite-pin-${teamId}`}>
          <h2 id={`favourite-pin-${teamId}`}>{t('reader.favourite.pinHeading')}</h2>
          <ul className="match-list">
            <MatchRow match={match} t={t} lang={lang} timeZone={region.timeZone} />
          </ul>
        </section>
      ))}
    </>
  );
}
