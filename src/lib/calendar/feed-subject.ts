// Which feed an address asks for: the page it hangs from decides, and a page about one thing
// (a team, a match) is loaded by the same entity loader its page uses.
import type { Edition } from '../../config/editions';
import { CALENDAR_FEEDS, calendarFileName, type CalendarFeedRoute } from '../../config/calendar-feeds';
import { routeEntity } from '../../config/routes';
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

const isFeedRoute = (routeId: string): routeId is CalendarFeedRoute => (CALENDAR_FEEDS.routes as readonly string[]).includes(routeId);

export async function findFeedSubject(
  page: PageResolution,
  fileName: string,
  context: { edition: Edition; data: PageData },
): Promise<SubjectOutcome> {
  if (!isFeedRoute(page.routeId) || fileName !== calendarFileName(page.lang)) return { kind: 'not-found' };
  const { region } = page;
  if (page.routeId === 'home') return { kind: 'found', subject: { kind: 'edition' } };
  if (page.routeId === 'matches') return region ? { kind: 'found', subject: { kind: 'region', region } } : { kind: 'not-found' };
  const entityKind = routeEntity(page.routeId);
  if (!entityKind) return { kind: 'not-found' };
  const outcome = await ENTITY_LOADERS[entityKind]({ ...page, ...context, query: new URLSearchParams() });
  if (outcome.kind === 'redirect') return { kind: 'redirect', path: calendarFeedPath(outcome.path, page.lang) };
  if (outcome.kind !== 'found') return outcome.kind === 'unreachable' ? outcome : { kind: 'not-found' };
  const { entity } = outcome;
  if (entity.kind === 'team') return { kind: 'found', subject: { kind: 'team', team: entity.team, region } };
  if (entity.kind === 'match' && region) return { kind: 'found', subject: { kind: 'match', found: entity.found, region } };
  return { kind: 'not-found' };
}
