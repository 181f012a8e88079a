// The squad simulator's state in a query: `v=1&t=<club>&p=<picks>` for a real club, or
// `c=<own club's name>` in place of `t`; ids are base36, picks in the order they were made.
import { SQUAD_RULES } from '../../config/squad-rules';
import { sanitizeClubName } from './club-name';
import {
  SHARE_LINK_VERSION, decodeId, decodeIdTokens, encodeId, encodeIds, isSharedId, readShareQuery, type DecodedLink, type LinkProblem,
} from './share-link';
import type { PresidentChoice } from './squad-check';

export type SquadLink = { president?: PresidentChoice; picks: number[] };

const KEYS = ['t', 'c', 'p'] as const;

export function encodeSquadLink({ president, picks }: SquadLink): string {
  const params = new URLSearchParams({ v: SHARE_LINK_VERSION });
  if (president?.kind === 'team' && isSharedId(president.teamId)) params.set('t', encodeId(president.teamId));
  const name = president?.kind === 'own' ? sanitizeClubName(president.name) : '';
  if (name) params.set('c', name);
  const ids = encodeIds(picks);
  if (ids) params.set('p', ids);
  return params.toString();
}

function readPresident(params: URLSearchParams, problems: Set<LinkProblem>): PresidentChoice | undefined {
  const [team, club] = [params.get('t'), params.get('c')];
  if (team !== null && club !== null) {
    problems.add('two-presidents');
    return undefined;
  }
  if (team !== null) {
    const teamId = decodeId(team);
    if (teamId === undefined) problems.add('bad-id');
    return teamId === undefined ? undefined : { kind: 'team', teamId };
  }
  if (club === null) return undefined;
  const name = sanitizeClubName(club);
  if (name !== club) problems.add('bad-name');
  return name ? { kind: 'own', name } : undefined;
}

/** Never throws: a broken link gives what could be read and the problems met. */
export function decodeSquadLink(query: string | URLSearchParams): DecodedLink<SquadLink> {
  const problems = new Set<LinkProblem>();
  const params = readShareQuery(query, KEYS, problems);
  if (!params) return { state: { picks: [] }, problems: [...problems] };
  const president = readPresident(params, problems);
  const picks = decodeIdTokens(params.get('p'), SQUAD_RULES.squadSize, problems, new Set()).filter((id) => id !== null);
  return { state: { ...(president ? { president } : {}), picks }, problems: [...problems] };
}
