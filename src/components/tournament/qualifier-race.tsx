import type { Region } from '../../config/regions';
import { getCompetitionApi } from '../../lib/competition';
import { loadCurrentSeason } from '../../lib/home/load-current-season';
import { findRegularSeasonGroup } from '../../lib/home/standings-group';
import { SectionUnavailable } from '../home/home-section';
import { StandingsTop } from '../home/standings-top';
import type { ShellProps } from '../../lib/page/page-types';

export const RACE_ROWS = 4;

/** The region's current table, top four: the split's champion will be the next to qualify. */
export async function QualifierRace({ shell, source, headingId }: { shell: ShellProps; source: Region; headingId: string }) {
  const { edition, lang, t } = shell;
  const api = getCompetitionApi();
  const { season } = await loadCurrentSeason(api, source, { genders: edition.genders, lang });
  const group = season && findRegularSeasonGroup(season);
  const standings = group && (await api.getGroupStandings(group.id));
  const rows = [...(standings?.standings ?? [])].sort((a, b) => a.rank - b.rank).slice(0, RACE_ROWS);
  if (!season || rows.length === 0) return <SectionUnavailable t={t} />;
  return (
    <>
      <p className="muted">{t('tournament.qualifiers.raceIntro', { season: season.name })}</p>
      <StandingsTop rows={rows} t={t} labelledBy={headingId} />
    </>
  );
}
