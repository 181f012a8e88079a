import { describe, expect, it } from 'vitest';
import { resolvePage } from '../routing/resolve-page';
import { resolutionTags } from './reporting-tags';

describe('resolutionTags', () => {
  it('names the route by its id and the region by its slug, never by the visitor’s path', () => {
    expect(resolutionTags(resolvePage('/es/espana/clasificacion', { edition: 'kings' }))).toEqual({ lang: 'es', route: 'tables', region: 'espana' });
    expect(resolutionTags(resolvePage('/en/_health', { edition: 'kings' }))).toEqual({ lang: 'en', route: 'health', region: 'none' });
  });

  it('tags an error answer by its status', () => {
    expect(resolutionTags(resolvePage('/en/atlantis/<script>', { edition: 'kings' }))).toMatchObject({ route: 'error-404', region: 'none' });
  });
});
