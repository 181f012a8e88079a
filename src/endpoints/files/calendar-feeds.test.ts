import { describe, expect, it } from 'vitest';
import { calendarFeeds } from './calendar-feeds';
import { requestContext } from '../../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

// Without a cache, and with the league never asked: these addresses are not feeds, so they reach
// the renderer (the stand-in page here; the route guard's 404 in the Worker).
const app = buildTestApp([requestContext(), serveEndpoints(calendarFeeds({ cache: () => undefined }))]);
const reachesPage = async (path: string) => {
  const response = await app.request(path, {}, KINGS_ENV);
  return (await response.text()).includes('page');
};

describe('calendarFeeds', () => {
  it('leaves alone what is not a feed of a page that has one', async () => {
    expect(await reachesPage('/en/espana/matches')).toBe(true);
    // Another language's file name, a page without feeds, an unknown region, a path outside the table.
    expect(await reachesPage('/en/espana/matches/calendario.ics')).toBe(true);
    expect(await reachesPage('/en/espana/tables/calendar.ics')).toBe(true);
    expect(await reachesPage('/en/atlantis/matches/calendar.ics')).toBe(true);
    expect(await reachesPage('/en/espana/matches/x/y/calendar.ics')).toBe(true);
  });

  it('answers GET and HEAD only', async () => {
    const response = await app.request('/en/espana/matches/calendar.ics', { method: 'POST' }, KINGS_ENV);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/calendar/);
    expect(response.status).toBe(404);
  });
});
