import type { Region } from '../../config/regions';
import type { Match } from '../../lib/competition';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import { MatchCard } from '../match-card/match-card';
import type { ShellProps } from '../../lib/page/page-types';

type KingOfKingsMatchesProps = { shell: ShellProps; kingOfKings: Region; matches: Promise<readonly Match[]> };

/** The qualified teams' King of Kings matches this season, and the way to its tables. */
export async function KingOfKingsMatches({ shell, kingOfKings, matches: loading }: KingOfKingsMatchesProps) {
  const { edition, lang, t } = shell;
  const matches = await loading;
  const tables = pathIfAvailable('tablesKwcc', { edition: edition.id, lang, region: kingOfKings });
  return (
    <>
      {matches.length > 0 ? (
        <ul className="mc-list">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} t={t} lang={lang} timeZone={kingOfKings.timeZone} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('tournament.qualifiers.kokNone')}</p>
      )}
      {tables && <p className="home-section__more"><a href={tables}>{t('tournament.qualifiers.kokTables')}</a></p>}
    </>
  );
}
