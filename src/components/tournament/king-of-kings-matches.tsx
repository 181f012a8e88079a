import type { Region } from '../../config/regions';
import { findRegion } from '../../config/regions';
import { getCompetitionApi } from '../../lib/competition';
import { loadCurrentSeasonTurns } from '../../lib/home/load-current-season';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import { loadRegionTitles } from '../../lib/tournament/load-champion';
import { MatchRow } from '../league/match-row';
import type { ShellProps } from '../../lib/page/page-types';

export const KING_OF_KINGS_SLUG = 'king-of-kings';

/** The qualified teams' King of Kings matches this season, and the way to its tables. */
export async function KingOfKingsMatches({ shell, source }: { shell: ShellProps; source: Region }) {
  const { edition, lang, t } = shell;
  const kingOfKings = findRegion(edition.id, KING_OF_KINGS_SLUG);
  if (!kingOfKings) return null;
  const api = getCompetitionApi();
  const options = { genders: edition.genders, lang };
  const [titles, { turns }] = await Promise.all([
    loadRegionTitles(api, source, options),
    loadCurrentSeasonTurns(api, kingOfKings, options),
  ]);
  const qualified = new Set(titles.map((title) => title.teamId));
  const matches = turns
    .flatMap((turn) => turn.matches)
    .filter((match) => qualified.has(match.homeTeamId ?? -1) || qualified.has(match.awayTeamId ?? -1));
  const tables = pathIfAvailable('tablesKwcc', { edition: edition.id, lang, region: kingOfKings });
  return (
    <>
      {matches.length > 0 ? (
        <ul className="match-list">
          {matches.map((match) => (
            <MatchRow key={match.id} match={match} t={t} lang={lang} timeZone={kingOfKings.timeZone} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('tournament.qualifiers.kokNone')}</p>
      )}
      {tables && <p className="home-section__more"><a href={tables}>{t('tournament.qualifiers.kokTables')}</a></p>}
    </>
  );
}
