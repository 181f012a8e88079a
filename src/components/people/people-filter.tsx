import type { Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { PLAYER_ROLES, type PlayerListQuery } from '../../lib/people';
import { AutoSubmitSelect, type SelectOptionGroup } from '../auto-submit/auto-submit-select';

type PeopleFilterProps = {
  /** The page's own path: the form sends the choice back to it. */
  action: string;
  /** Teams to choose from; no team picker when empty (legends belong to no team). */
  teams: readonly Team[];
  query: PlayerListQuery;
  t: Translate;
};

/**
 * The team and position filter: a GET form, so the choice is a URL the server renders and a
 * visitor can share. It works without script through its button; with script a choice loads at once.
 */
export function PeopleFilter({ action, teams, query, t }: PeopleFilterProps) {
  const teamGroups: SelectOptionGroup[] = [
    { options: [{ value: '', label: t('people.filter.allTeams') }, ...teams.map((team) => ({ value: String(team.id), label: team.name }))] },
  ];
  const roleGroups: SelectOptionGroup[] = [
    { options: [{ value: '', label: t('people.filter.allRoles') }, ...PLAYER_ROLES.map((role) => ({ value: role, label: t(`people.role.${role}`) }))] },
  ];
  return (
    <form className="filter-panel people-filter" method="get" action={action} aria-label={t('people.filter.label')}>
      <p id="people-filter-hint" className="filter-panel__hint muted">
        {teams.length > 0 ? t('people.filter.hint') : t('people.filter.hintRole')}
      </p>
      {teams.length > 0 && (
        <div className="filter-panel__field">
          <label htmlFor="people-team">{t('people.filter.team')}</label>
          <AutoSubmitSelect id="people-team" name="team" value={query.teamId === undefined ? '' : String(query.teamId)} groups={teamGroups} describedBy="people-filter-hint" />
        </div>
      )}
      <div className="filter-panel__field">
        <label htmlFor="people-role">{t('people.filter.role')}</label>
        <AutoSubmitSelect id="people-role" name="role" value={query.role ?? ''} groups={roleGroups} describedBy="people-filter-hint" />
      </div>
      <button type="submit" className="filter-panel__submit">
        {t('people.filter.show')}
      </button>
    </form>
  );
}
