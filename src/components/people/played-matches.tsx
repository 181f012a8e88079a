import type { EditionId } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { hasMatchPages, type Match, type Season } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { isolate, matchPath } from '../../lib/match';
import { MatchStatusBadge } from '../league/match-status-badge';
import { KickoffTime } from '../time/kickoff-time';

type PlayedMatchesProps = {
  /** The team's live and ended matches of the season, newest first. */
  matches: Promise<readonly Match[]>;
  season: Season;
  region: Region;
  edition: EditionId;
  lang: LocaleCode;
  t: Translate;
};

function Teams({ match, t }: { match: Match; t: Translate }) {
  const { home, away } = match.scores;
  // Isolated, so a Latin team name keeps its place inside an Arabic sentence.
  const versus = t('match.versus', { home: isolate(match.homeTeam?.name ?? '—'), away: isolate(match.awayTeam?.name ?? '—') });
  return (
    <>
      <span className="played-match__teams">{versus}</span>
      {home !== undefined && away !== undefined && <span className="played-match__score">{t('match.score', { home, away })}</span>}
    </>
  );
}

/** The team's matches of the season that have been played or are being played, newest first. */
export async function PlayedMatches({ matches: loading, season, region, edition, lang, t }: PlayedMatchesProps) {
  const matches = await loading;
  if (matches.length === 0) return <p className="empty-state">{t('people.matches.empty')}</p>;
  // Match pages exist for competitions that have them (section 5), in regions with a matches section.
  const linked = hasMatchPages(season.competitionId) && !isExcluded('matches', edition, region.slug);
  return (
    <ol className="played-matches">
      {matches.map((match) => (
        <li key={match.id} className={`played-match played-match--${match.displayStatus}`} data-match-id={match.id}>
          {linked ? (
            <a className="played-match__line" href={matchPath(match, region.slug, lang)}>
              <Teams match={match} t={t} />
            </a>
          ) : (
            <span className="played-match__line">
              <Teams match={match} t={t} />
            </span>
          )}
          <span className="played-match__meta">
            <MatchStatusBadge match={match} t={t} />
            <KickoffTime date={match.date} lang={lang} timeZone={region.timeZone} t={t} />
          </span>
        </li>
      ))}
    </ol>
  );
}
