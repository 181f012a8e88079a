import { TeamNotFoundError } from '../../competition/rules/errors';
import { isPlaceholderTeamId } from '../../competition/rules/season-quirks';
import type { Team } from '../../competition/types';
import { teamPagePath, teamSlug } from '../../people';
import type { EntityLoader, EntityOutcome } from './types';

/** Section 8: the message the 404 screen shows for a team the league does not know. */
export const TEAM_NOT_FOUND: EntityOutcome = { kind: 'not-found', message: new TeamNotFoundError().message };

/**
 * A team page exists for a real team of the edition (section 9's placeholders and the other
 * edition's teams have none); any other spelling is sent to the canonical path.
 */
export const loadTeamEntity: EntityLoader = async ({ params, region, lang, edition, data }) => {
  const id = Number(params.team);
  if (!Number.isSafeInteger(id) || id < 1 || isPlaceholderTeamId(id)) return TEAM_NOT_FOUND;
  let team: Team | undefined;
  try {
    team = await data.competition.getTeam(id);
  } catch (error) {
    if (error instanceof TeamNotFoundError) return TEAM_NOT_FOUND;
    throw error;
  }
  if (!team) return { kind: 'unreachable' };
  if (team.isPlaceholder || !(edition.genders as readonly string[]).includes(team.gender)) return TEAM_NOT_FOUND;
  // One address per team: `02-…` or a stale name slug is sent to the canonical one.
  if (params.team === String(team.id) && params.teamName === teamSlug(team)) return { kind: 'found', entity: { kind: 'team', team } };
  return { kind: 'redirect', path: teamPagePath({ lang, edition: edition.id, region }, team) };
};
