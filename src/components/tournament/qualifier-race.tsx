import type { RaceTable } from '../../lib/tournament';
import { SectionUnavailable } from '../home/home-section';
import { StandingsTop } from '../home/standings-top';
import type { ShellProps } from '../../lib/page/page-types';

type QualifierRaceProps = { shell: ShellProps; headingId: string; race: Promise<RaceTable> };

/** The region's current table, top four: the split's champion will be the next to qualify. */
export async function QualifierRace({ shell, headingId, race }: QualifierRaceProps) {
  const { t } = shell;
  const { season, rows } = await race;
  if (!season || rows.length === 0) return <SectionUnavailable t={t} />;
  return (
    <>
      <p className="muted">{t('tournament.qualifiers.raceIntro', { season: season.name })}</p>
      <StandingsTop rows={rows} t={t} labelledBy={headingId} />
    </>
  );
}
