import type { LocaleCode } from '../../config/locales';
import { formatOrdinal, type Season } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { formatAverage, type PlayerSeasonStats as SeasonStats, type ProfileStatCode } from '../../lib/people';

/** The label of each statistic a profile shows (the rankings name them in one language only). */
const STAT_LABELS = {
  GOL: 'people.stat.goals',
  'ASS-V': 'people.stat.assists',
  MVP: 'people.stat.mvp',
  TIR: 'people.stat.shots',
  PAS: 'people.stat.passes',
  MIN: 'people.stat.minutes',
  TA: 'people.stat.yellowCards',
  TR: 'people.stat.redCards',
  'GOL-S': 'people.stat.goalsConceded',
  PRT: 'people.stat.saves',
} as const satisfies Record<ProfileStatCode, MessageId>;

type PlayerSeasonStatsProps = { stats: Promise<SeasonStats>; season: Season; lang: LocaleCode; t: Translate };

/** The player's season in the rankings: total, per match and place, statistic by statistic. */
export async function PlayerSeasonStats({ stats, season, lang, t }: PlayerSeasonStatsProps) {
  const { lines, matchesPlayed } = await stats;
  if (lines.length === 0) return <p className="empty-state">{t('people.stats.empty')}</p>;
  const seasonName = season.displayName ?? season.name;
  return (
    <>
      {matchesPlayed !== undefined && (
        <p className="player-stats__played">{t('people.stats.matchesPlayed', { count: matchesPlayed })}</p>
      )}
      <div className="people-scroll" role="region" aria-labelledby="player-stats-caption" tabIndex={0}>
        <table className="people-table player-stats">
          <caption id="player-stats-caption">{t('league.season', { season: seasonName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('people.stats.statistic')}</th>
              <th scope="col" className="people-table__num">{t('people.stats.total')}</th>
              <th scope="col" className="people-table__num">{t('people.stats.average')}</th>
              <th scope="col" className="people-table__num">{t('people.stats.ranking')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.code} data-stat={line.code}>
                <th scope="row">{t(STAT_LABELS[line.code])}</th>
                <td className="people-table__num">{line.total}</td>
                <td className="people-table__num">{line.average === undefined ? '—' : formatAverage(line.average, lang)}</td>
                <td className="people-table__num">{formatOrdinal(line.ranking, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
