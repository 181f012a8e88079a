import type { Region } from '../../config/regions';
import { getCompetitionApi } from '../../lib/competition';
import { loadRegionTitles } from '../../lib/tournament/load-champion';
import type { ShellProps } from '../../lib/page/page-types';
import { TitleCard } from './title-card';

/** The region's latest titles (league and cup): each champion has a place at King of Kings. */
export async function QualifiedTeams({ shell, source }: { shell: ShellProps; source: Region }) {
  const { edition, lang, t } = shell;
  const titles = await loadRegionTitles(getCompetitionApi(), source, { genders: edition.genders, lang });
  if (titles.length === 0) return <p className="empty-state">{t('tournament.qualifiers.noTitle')}</p>;
  return (
    <ul className="title-cards">
      {titles.map((title) => (
        <TitleCard
          key={title.season.id}
          title={title}
          caption={t('tournament.qualifiers.titleOf', { season: title.season.name })}
          t={t}
          lang={lang}
          timeZone={source.timeZone}
        />
      ))}
    </ul>
  );
}
