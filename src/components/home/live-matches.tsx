import type { Match, Season } from '../../lib/competition';
import { hasMatchPage, matchPath } from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchCard } from '../match-card/match-card';
import { Stylesheet } from '../stylesheet';

type LiveMatchesProps = { shell: ShellProps; season?: Season; matches: readonly Match[] };

/** Every match being played in the region now, each linking to its page; nothing when none is. */
export function LiveMatches({ shell, season, matches }: LiveMatchesProps) {
  const { lang, region, t } = shell;
  if (!season || !region || matches.length === 0) return null;
  return (
    // The cards follow their matches over the live socket (follow-live-cards.ts).
    <section className="home-section live-matches" aria-labelledby="live-heading" data-live-region={region.slug} data-live-lang={lang}>
      <Stylesheet id="match-card" />
      <h2 id="live-heading">{t('home.live.heading')}</h2>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <ul className="mc-list">
        {matches.map((match) => (
          // The same match is on this matchday's list below: its own ids keep the page's unique.
          <MatchCard
            key={match.id}
            match={match}
            href={hasMatchPage(match, season.competitionId) ? matchPath(match, region.slug, lang) : undefined}
            meta={false}
            idPrefix="l"
            lang={lang}
            timeZone={region.timeZone}
            t={t}
          />
        ))}
      </ul>
    </section>
  );
}
