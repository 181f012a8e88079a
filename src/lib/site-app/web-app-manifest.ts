// The web app manifest of an edition in one language (ADR 046): what a phone installs, its name,
// colours, icons and shortcuts. The fan's team is a shortcut only when the page names it, since
// the favourite lives in the browser (ADR 023), never on the server.
import { APP_COLOURS, APP_ICONS, MANIFEST_PATH } from '../../config/site-app';
import type { Edition } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import { routeEntity } from '../../config/routes';
import { getIntl } from '../i18n/intl';
import { buildPath } from '../routing/build-path';
import { matchRoute } from '../routing/match-route';

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
  shortcuts: { name: string; url: string }[];
};

/** A team page's path in this language (`/en/espana/teams/12-name`), or undefined for anything else. */
export function teamPagePath(lang: LocaleCode, path: string | undefined): { path: string; region?: string } | undefined {
  if (!path || path.length > 200 || !path.startsWith(`/${lang}/`)) return undefined;
  const match = matchRoute(lang, path.split('/').slice(2));
  // A team's page is a page about a team, whichever routes the table has for it.
  if (!match || routeEntity(match.routeId) !== 'team') return undefined;
  return { path, region: match.params.region };
}

/** The region the shortcuts open: the team's where it has one of this edition, else the edition's first. */
function shortcutRegion(edition: Edition, slug: string | undefined): Region {
  const regions = getRegions(edition.id);
  const first = regions.find((region) => region.navVisible) ?? regions[0];
  if (!first) throw new Error(`Edition ${edition.id} has no region`);
  return regions.find((region) => region.slug === slug) ?? first;
}

/** The manifest; `team` is the fan's team page as the page named it (checked here). */
export function webAppManifest(edition: Edition, lang: LocaleCode, team?: string): WebAppManifest {
  const { t } = getIntl(lang, edition.id);
  const locale = getLocale(lang);
  const colours = APP_COLOURS[edition.id];
  const favourite = teamPagePath(lang, team);
  const region = shortcutRegion(edition, favourite?.region);
  const shortcuts = [
    { name: t('app.shortcut.live'), url: buildPath('regionHome', lang, { region: region.slug }) },
    { name: t('app.shortcut.tables'), url: buildPath('tables', lang, { region: region.slug }) },
  ];
  if (favourite) shortcuts.push({ name: t('app.shortcut.team'), url: favourite.path });
  return {
    // One app per edition whatever the language it was installed in: the id is the site's root.
    id: '/',
    name: edition.siteTitle,
    short_name: edition.siteTitle.split(' ')[0] ?? edition.siteTitle,
    lang: locale.tag,
    dir: locale.dir,
    start_url: buildPath('home', lang),
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: APP_ICONS.map((icon) => ({
      src: `/img/icons/${edition.id}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
    shortcuts,
  };
}

/** The manifest's address for a page in this language. */
export const manifestHref = (lang: LocaleCode) => `${MANIFEST_PATH}?lang=${lang}`;
