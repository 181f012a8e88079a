import { getLocale, type LocaleCode } from '../../config/locales';
import { formatOrdinal, type TeamSeasonRanking } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { labelTeamStat } from '../../lib/teams';

type TeamRankingsProps = { rankings: readonly TeamSeasonRanking[]; teamName: string; lang: LocaleCode; t: Translate };

/** The team's season statistics: total, per match and its place among the league's teams. */
export function TeamRankings({ rankings, teamName, lang, t }: TeamRankingsProps) {
  const number = new Intl.NumberFormat(getLocale(lang).tag, { maximumFractionDigits: 2 });
  return (
    <section className="team-section" aria-labelledby="team-rankings-heading">
      <h2 id="team-rankings-heading">{t('teams.rankings.heading')}</h2>
      {rankings.length === 0 ? (
        <p className="empty-state">{t('teams.rankings.empty')}</p>
      ) : (
        <div className="team-rankings__scroll" role="region" aria-labelledby="team-rankings-caption" tabIndex={0}>
          <table className="team-rankings">
            <caption id="team-rankings-caption">{t('teams.rankings.caption', { team: teamName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('teams.rankings.statistic')}</th>
                <th scope="col">{t('teams.rankings.total')}</th>
                <th scope="col">{t('teams.rankings.average')}</th>
                <th scope="col">{t('teams.rankings.ranking')}</th>
              </tr>
            </thead>
            <tbody>
              {rankings.map((ranking) => (
                <tr key={ranking.parameter.code} data-stat-code={ranking.parameter.code}>
                  <th scope="row">{labelTeamStat(ranking.parameter, t)}</th>
                  <td>{number.format(ranking.total)}</td>
                  <td>{ranking.average === undefined ? '—' : number.format(ranking.average)}</td>
                  <td>{formatOrdinal(ranking.ranking, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
