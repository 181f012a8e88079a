import { describe, expect, it } from 'vitest';
import { FOOTER_MENU, HEADER_MENU } from '../../config/menus';
import { findRegion, getRegions } from '../../config/regions';
import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import { EDITION_IDS, type EditionId } from '../../config/editions';
import { resolvePage } from '../routing/resolve-page';
import { resolveMenu, type MenuItem } from './resolve-menu';

const labels = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item.label] : [item.label, ...labels(item.children)]));
const links = (items: readonly MenuItem[]): Extract<MenuItem, { kind: 'link' }>[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : links(item.children)));

function header(edition: EditionId, slug: string, lang: LocaleCode) {
  return resolveMenu(HEADER_MENU, { edition, lang, region: findRegion(edition, slug) }, (id) => id);
}

describe('menus', () => {
  it('never links to a page that would be a 404', () => {
    let checked = 0;
    for (const edition of EDITION_IDS) {
      for (const region of getRegions(edition)) {
        for (const lang of LOCALE_CODES) {
          const items = [...HEADER_MENU, ...FOOTER_MENU];
          for (const link of links(resolveMenu(items, { edition, lang, region }, (id) => id))) {
            if (link.external) continue;
            expect(resolvePage(link.href, { edition }).kind, `${edition} ${link.href}`).toBe('page');
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows the fantasy link in the men’s Spain only, and score prediction in Italy only', () => {
    expect(labels(header('kings', 'espana', 'es'))).toContain('nav.fantasy');
    expect(labels(header('kings', 'italia', 'it'))).not.toContain('nav.fantasy');
    expect(labels(header('kings', 'italia', 'it'))).toContain('nav.scorePrediction');
    expect(labels(header('queens', 'espana', 'es'))).not.toContain('nav.fantasy');
  });

  it('shows news only in the region’s language', () => {
    expect(labels(header('kings', 'espana', 'es'))).toContain('nav.news');
    expect(labels(header('kings', 'espana', 'en'))).not.toContain('nav.news');
    expect(labels(header('kings', 'mena', 'ar'))).toContain('nav.news');
  });

  it('shows the squad simulator in Spain and the team simulator in Brazil', () => {
    expect(labels(header('kings', 'espana', 'en'))).toContain('nav.squadSimulator');
    expect(labels(header('kings', 'brazil', 'pt'))).toContain('nav.teamSimulator');
    expect(labels(header('kings', 'brazil', 'pt'))).not.toContain('nav.squadSimulator');
  });

  it('shows the transfer market only in English and Spanish in Spain', () => {
    expect(labels(header('kings', 'espana', 'en'))).toContain('nav.mercato');
    expect(labels(header('kings', 'espana', 'fr'))).not.toContain('nav.mercato');
  });

  it('shows tier list and tournament for the world cups and the finalissima for the women', () => {
    expect(labels(header('kings', 'world-cup', 'en'))).toEqual(expect.arrayContaining(['nav.tierList', 'nav.tournament']));
    expect(labels(header('kings', 'espana', 'en'))).not.toContain('nav.tierList');
    expect(labels(header('queens', 'americas', 'en'))).toContain('nav.finalissima');
  });

  it('shows circulars in Italian in Italy only', () => {
    const footer = (slug: string, lang: LocaleCode) =>
      labels(resolveMenu(FOOTER_MENU, { edition: 'kings', lang, region: findRegion('kings', slug) }, (id) => id));
    expect(footer('italia', 'it')).toContain('nav.circulars');
    expect(footer('italia', 'en')).not.toContain('nav.circulars');
    expect(footer('espana', 'es')).not.toContain('nav.circulars');
  });

  it('keeps king-of-kings down to what it has', () => {
    const items = labels(header('kings', 'king-of-kings', 'en'));
    expect(items).toContain('nav.tables');
    expect(items).not.toContain('nav.teams');
    expect(items).toContain('nav.qualifiersSpain');
  });
});
