import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes';
import { ROUTE_VIEWS } from './index';
import { viewComponent, viewFile, viewsByName } from './views-by-name';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const View = () => null;

describe('views found by their file names', () => {
  it('names a view file and component after the record’s view name', () => {
    expect(viewFile('regionHome')).toBe('./region-home-view.tsx');
    expect(viewComponent('regionHome')).toBe('RegionHomeView');
    expect(viewFile('home')).toBe('./home-view.tsx');
  });

  it('binds every view a record names, and every view file is named by a record', () => {
    const named = [...new Set(Object.values(ROUTES).map((route) => route.view))].sort();
    expect(Object.keys(ROUTE_VIEWS).sort()).toEqual(named);
    for (const name of named) expect(typeof ROUTE_VIEWS[name], name).toBe('function');
    const files = readdirSync(DIR).filter((file) => file.endsWith('-view.tsx'));
    expect(files.map((file) => `./${file}`).sort()).toEqual(named.map(viewFile).sort());
  });

  it('refuses a record whose view has no file, or no component of the expected name', () => {
    expect(() => viewsByName({ './home-view.tsx': { HomeView: View } }, ['home', 'partners'])).toThrow(
      /view partners: no PartnersView in src\/views\/partners-view\.tsx/,
    );
    expect(() => viewsByName({ './partners-view.tsx': { PartnerView: View } }, ['partners'])).toThrow(/no PartnersView/);
  });

  it('refuses a view file no record names', () => {
    expect(() => viewsByName({ './home-view.tsx': { HomeView: View }, './old-view.tsx': { OldView: View } }, ['home'])).toThrow(
      /src\/views\/old-view\.tsx: no record names this view/,
    );
  });

  it('binds a name to its component', () => {
    expect(viewsByName({ './tier-list-view.tsx': { TierListView: View } }, ['tierList'])).toEqual({ tierList: View });
  });
});
