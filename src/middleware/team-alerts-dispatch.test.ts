import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context';
import { teamAlertsDispatch } from './team-alerts-dispatch';
import { buildTestApp, KINGS_ENV } from './test-app';

const app = buildTestApp([requestContext(), teamAlertsDispatch()]);

describe('teamAlertsDispatch', () => {
  it.each(['/api/alerts/sweep', '/api/alerts/match?region=espana&id=1'])('is a 404 for %s asked from outside the Worker', async (path) => {
    const response = await app.request(path, {}, { ...KINGS_ENV, VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) });
    expect(response.status).toBe(404);
  });

  it('leaves every other path to the rest of the pipeline', async () => {
    const response = await app.request('/en/espana', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('page');
  });
});
