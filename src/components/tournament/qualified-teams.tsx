import type { Region } from '../../config/regions';
import type { Title } from '../../lib/tournament';
import type { ShellProps } from '../../lib/page/page-types';
import { teamPagePath } from '../../lib/people';
import { TitleCard } from './title-card';

type QualifiedTeamsProps = { shell: ShellProps; source: Region; titles: Promise<readonly Title[]> };

/** The region's latest titles (league and cup): each champion has a place at King of Kings. */
export async function QualifiedTeams({ shell, source, titles: loading }: QualifiedTeamsProps) {
  const { lang, t, edition } = shell;
  const titles = await loading;
  if (titles.length === 0) return <p className="empty-state">{t('tournament.qualifiers.noTitle')}</p>;
  return (
    <ul className="title-cards">
      {titles.map((title) => (
        <TitleCard
          key={title.season.id}
          title={title}
          teamHref={title.team && teamPagePath({ lang, edition: edition.id, region: source }, title.team)}
          caption={t('tournament.qualifiers.titleOf', { season: title.season.name })}
          t={t}
          lang={lang}
          timeZone={source.timeZone}
        />
      ))}
    </ul>
  );
}
