import type { EditionId } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { hasMatchPages, type Match, type Season } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { matchPath } from '../../lib/match';
import { MatchCard } from '../match-card/match-card';

type PlayedMatchesProps = {
  /** The team's live and ended matches of the season, newest first. */
  matches: Promise<readonly Match[]>;
  season: Season;
  region: Region;
  edition: EditionId;
  lang: LocaleCode;
  t: Translate;
};

/** The team's matches of the season that have been played or are being played, newest first. */
export async function PlayedMatches({ matches: loading, season, region, edition, lang, t }: PlayedMatchesProps) {
  const matches = await loading;
  if (matches.length === 0) return <p className="empty-state">{t('people.matches.empty')}</p>;
  // Match pages exist for competitions that have them (section 5), in regions with a matches section.
  const linked = hasMatchPages(season.competitionId) && !isExcluded('matches', edition, region.slug);
  return (
    <ol className="mc-list">
      {matches.map((match) => (
        <MatchCard
          key={match.id}
          match={match}
          href={linked ? matchPath(match, region.slug, lang) : undefined}
          lang={lang}
          timeZone={region.timeZone}
          t={t}
        />
      ))}
    </ol>
  );
}
