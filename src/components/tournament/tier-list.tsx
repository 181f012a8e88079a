import { getCompetitionApi } from '../../lib/competition';
import { loadCurrentSeason } from '../../lib/home/load-current-season';
import { groupByTier } from '../../lib/tournament/tiers';
import { TeamCrest } from '../home/team-crest';
import type { ShellProps } from '../../lib/page/page-types';

/** The season's tier list: one headed list per tier, crests and names. */
export async function TierList({ shell }: { shell: ShellProps }) {
  const { region, edition, lang, t } = shell;
  if (!region) return null;
  const api = getCompetitionApi();
  const { season } = await loadCurrentSeason(api, region, { genders: edition.genders, lang });
  const tiers = groupByTier(season ? await api.getTierList(season.id) : []);
  if (!season || tiers.length === 0) return <p className="empty-state">{t('tournament.tierList.empty')}</p>;
  return (
    <>
      <p className="muted">{t('tournament.tierList.intro', { season: season.displayName ?? season.name })}</p>
      <div className="tier-list">
        {tiers.map(({ tier, entries }) => (
          <section key={tier} className={`tier tier--${tier.toLowerCase()}`} aria-labelledby={`tier-${tier}`}>
            <h2 id={`tier-${tier}`} className="tier__name">{t('tournament.tierList.tier', { tier })}</h2>
            <ol className="tier__teams">
              {entries.map((entry) => (
                <li key={entry.team.id} className="tier__team">
                  <TeamCrest team={entry.team} size={40} />
                  <span>{entry.team.name}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}
