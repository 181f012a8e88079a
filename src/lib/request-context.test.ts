import { describe, expect, it, vi } from 'vitest';
import { getEdition } from '../config/editions';
import { parseEnv } from '../env';
import type { PageData } from './page/page-types';
import { createRequestContext, refineRequestContext, type RequestFacts } from './request-context';

const FACTS: RequestFacts = {
  env: parseEnv({ EDITION: 'kings' }),
  surface: 'page',
  edition: getEdition('kings'),
  domain: 'https://kingsleague.pro',
  pathname: '/en/espana',
  search: '',
  query: new URLSearchParams(),
  routeQuery: {},
  lang: 'en',
  region: undefined,
  resolution: { kind: 'error', status: 404, message: 'Not a page', lang: undefined },
};

describe('the request context', () => {
  it('makes the data clients only when they are first read, then keeps them', () => {
    const clients = {} as PageData;
    const makeData = vi.fn(() => clients);
    const context = createRequestContext(FACTS, makeData);
    expect(context.domain).toBe('https://kingsleague.pro');
    expect(makeData).not.toHaveBeenCalled();
    expect(context.data).toBe(clients);
    expect(context.data).toBe(clients);
    expect(makeData).toHaveBeenCalledTimes(1);
  });

  it('refines the request with what the route guard learnt, sharing its data clients and making none', () => {
    const makeData = vi.fn(() => ({}) as PageData);
    const context = createRequestContext(FACTS, makeData);
    const refined = refineRequestContext(context, { lang: 'fr' });
    expect(makeData).not.toHaveBeenCalled();
    expect(refined).toMatchObject({ lang: 'fr', pathname: '/en/espana', domain: 'https://kingsleague.pro' });
    expect(refined.data).toBe(context.data);
    expect(makeData).toHaveBeenCalledTimes(1);
  });
});
