import { describe, expect, it } from 'vitest';
import { requestContext } from '../../middleware/resolve-request-context';
import { searchApi } from './search-api';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

// No league is configured here, so every answer is the search without its index.
const app = buildTestApp([requestContext(), serveEndpoints(searchApi())]);

describe('searchApi', () => {
  it('answers the empty state, never kept, when the index cannot be built (no upstream answers)', async () => {
    const response = await app.request('/api/search?q=relampago&lang=es&region=espana', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ hits: [] });
  });

  it('answers bad words with the empty state, without building anything', async () => {
    const response = await app.request(`/api/search?q=${'a'.repeat(201)}&lang=en`, {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hits: [] });
  });

  it.each([
    ['an unknown language', 'q=ana&lang=xx'],
    ['an over-long region', `q=ana&lang=en&region=${'r'.repeat(41)}`],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await app.request(`/api/search?${query}`, {}, KINGS_ENV);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad query' });
  });

  it('refuses other methods and leaves other paths alone', async () => {
    expect((await app.request('/api/search?q=ana', { method: 'POST' }, KINGS_ENV)).status).toBe(405);
    expect(await (await app.request('/api/searches', {}, KINGS_ENV)).json()).toEqual({ error: 'not found' });
  });
});
