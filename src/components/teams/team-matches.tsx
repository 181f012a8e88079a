import type { LocaleCode } from '../../config/locales';
import type { Match } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { MatchCard } from '../match-card/match-card';

type TeamMatchesProps = {
  matches: readonly Match[];
  /** The match's own page, where the competition has match pages and its region is known. */
  matchHref: (match: Match) => string | undefined;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
};

/** The season's matches in date order: score and shootout once played, status, kick-off in the region's zone. */
export function TeamMatches({ matches, matchHref, lang, timeZone, t }: TeamMatchesProps) {
  return (
    <section className="team-section" aria-labelledby="team-matches-heading">
      <h2 id="team-matches-heading">{t('teams.matches.heading')}</h2>
      {matches.length === 0 ? (
        <p className="empty-state">{t('teams.matches.empty')}</p>
      ) : (
        <ul className="mc-list team-matches">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} href={matchHref(match)} label={match.turnName} lang={lang} timeZone={timeZone} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}
