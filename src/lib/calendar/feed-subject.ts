// Which feed an address asks for: the record of the page it hangs from says (`calendar`), and a
// page about one thing (a team, a match) is loaded by the same entity loader its page uses.
import type { Edition } from '../../config/editions';
import { calendarFileName } from '../../config/calendar-feeds';
import { getRouteDefinition, routeEntity } from '../../config/routes';
import { ENTITY_LOADERS } from '../page/entities';
import type { PageData } from '../page/page-types';
import type { PageResolution } from '../routing/resolve-page';
import { calendarFeedPath } from './feed-paths';
import type { FeedSubject } from './load-feed-matches';

export type SubjectOutcome =
  | { kind: 'found'; subject: FeedSubject }
  | { kind: 'not-found' }
  | { kind: 'redirect'; path: string }
  | { kind: 'unreachable' };

export async function findFeedSubject(
  page: PageResolution,
  fileName: string,
  context: { edition: Edition; data: PageData },
): Promise<SubjectOutcome> {
  const feed = getRouteDefinition(page.routeId).calendar;
  if (!feed || fileName !== calendarFileName(page.lang)) return { kind: 'not-found' };
  const { region } = page;
  if (feed === 'edition') return { kind: 'found', subject: { kind: 'edition' } };
  if (feed === 'region') return region ? { kind: 'found', subject: { kind: 'region', region } } : { kind: 'not-found' };
  const entityKind = routeEntity(page.routeId);
  if (!entityKind) return { kind: 'not-found' };
  const outcome = await ENTITY_LOADERS[entityKind]({ ...page, ...context, query: {} });
  if (outcome.kind === 'redirect') return { kind: 'redirect', path: calendarFeedPath(outcome.path, page.lang) };
  if (outcome.kind !== 'found') return outcome.kind === 'unreachable' ? outcome : { kind: 'not-found' };
  const { entity } = outcome;
  if (entity.kind === 'team') return { kind: 'found', subject: { kind: 'team', team: entity.team, region } };
  if (entity.kind === 'match' && region) return { kind: 'found', subject: { kind: 'match', found: entity.found, region } };
  return { kind: 'not-found' };
}
