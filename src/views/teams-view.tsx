import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import type { ShellProps } from '../lib/page/page-types';
import { TeamCard } from '../components/teams/team-card';
import { TeamStar } from '../components/reader/team-star';
import { getLocale } from '../config/locales';
import { loadCompetition, withoutPlaceholders, type LoadedCompetition } from '../lib/competition';
import { teamPagePath } from '../lib/people';
import type { ViewProps } from '../lib/page/page-types';

/** The current season's teams (section 9's placeholders left out), by name in the page's language. */
async function TeamList({ shell, competition }: { shell: ShellProps; competition: Promise<LoadedCompetition> | undefined }) {
  const { edition, lang, region, t } = shell;
  if (!region || !competition) return null;
  const { season, teams } = await competition;
  const collator = new Intl.Collator(getLocale(lang).tag);
  const shown = withoutPlaceholders(teams).sort((a, b) => collator.compare(a.name, b.name));
  const links = { lang, edition: edition.id, region };
  return (
    <>
      {season && (
        <p className="muted">
          {t('league.season', { season: season.name })} · {t('teams.count', { count: shown.length })}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="empty-state">{t('teams.list.empty')}</p>
      ) : (
        <ul className="card-grid team-list">
          {shown.map((team) => (
            <TeamCard key={team.id} team={team} href={teamPagePath(links, team)} t={t} star={<TeamStar context={links} team={team} t={t} named className="team-card__star" />} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Every team of the region's current season with its crest, colours and president. */
export function TeamsView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region } = shell;
  const competition = region && loadCompetition(data.competition, { genders: edition.genders, competitions: region.competitionId, lang });
  return (
    <>
      <Stylesheet id="teams" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      <TeamList shell={shell} competition={competition} />
    </>
  );
}
