import type { RaceTable } from '../../lib/tournament';
import { SectionUnavailable } from '../home/home-section';
import { StandingsTop } from '../home/standings-top';
import type { ShellProps } from '../../lib/page/page-types';
import type { Region } from '../../config/regions';

/** `source`: the league the race is run in, whose team pages the rows link to. */
type QualifierRaceProps = { shell: ShellProps; headingId: string; race: Promise<RaceTable>; source: Region };

/** The region's current table, top four: the split's champion will be the next to qualify. */
export async function QualifierRace({ shell, headingId, race, source }: QualifierRaceProps) {
  const { t, lang, edition } = shell;
  const { season, rows } = await race;
  if (!season || rows.length === 0) return <SectionUnavailable t={t} />;
  return (
    <>
      <p className="muted">{t('tournament.qualifiers.raceIntro', { season: season.name })}</p>
      <StandingsTop rows={rows} t={t} labelledBy={headingId} links={{ lang, edition: edition.id, region: source }} />
    </>
  );
}
