import type { SeasonTiers } from '../../lib/tournament';
import { TeamCrest } from '../home/team-crest';
import type { ShellProps } from '../../lib/page/page-types';
import { formatSeasonName } from '../../lib/i18n/league-words';
import { teamPagePath } from '../../lib/people';

/** The season's tier list: one headed list per tier, crests and names. Nothing without a region. */
export async function TierList({ shell, tierList }: { shell: ShellProps; tierList: Promise<SeasonTiers> | undefined }) {
  const { t, lang, edition, region } = shell;
  if (!tierList) return null;
  const { season, tiers } = await tierList;
  if (season && !tiers) return <p className="empty-state">{t('tournament.tierList.unavailable')}</p>;
  if (!season || !tiers || tiers.length === 0) return <p className="empty-state">{t('tournament.tierList.empty')}</p>;
  return (
    <>
      <p className="muted">{t('tournament.tierList.intro', { season: formatSeasonName(t, season) })}</p>
      <div className="tier-list">
        {tiers.map(({ tier, entries }) => (
          <section key={tier} className={`tier tier--${tier.toLowerCase()}`} aria-labelledby={`tier-${tier}`}>
            <h2 id={`tier-${tier}`} className="tier__name">{t('tournament.tierList.tier', { tier })}</h2>
            <ol className="tier__teams">
              {entries.map((entry) => (
                <li key={entry.team.id} className="tier__team">
                  <TeamCrest team={entry.team} size={40} />
                  <a href={teamPagePath({ lang, edition: edition.id, region }, entry.team)}>{entry.team.name}</a>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}
