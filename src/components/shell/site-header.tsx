import { EDITION_MENU, HEADER_MENU } from '../../config/menus';
import { resolveMenu } from '../../lib/navigation/resolve-menu';
import { buildPath } from '../../lib/routing/build-path';
import type { MessageId } from '../../lib/i18n/messages';
import { LanguageSwitcher } from './language-switcher';
import { MenuList } from './menu-list';
import { RegionSwitcher } from './region-switcher';
import { FavouriteLink, FillFavouriteLinks } from '../reader/favourite-link';
import { DataSaverSwitch } from '../reader/data-saver-switch';
import { SchemeSwitch } from '../reader/scheme-switch';
import { SpoilerSwitch } from '../reader/spoiler-switch';
import type { ShellProps } from '../../lib/page/page-types';
import { SiteSearch } from '../search/site-search';

export function SiteHeader(props: ShellProps) {
  const { edition, lang, region, t, pathname } = props;
  const items = resolveMenu(region ? HEADER_MENU : EDITION_MENU, { edition: edition.id, lang, region }, (id) =>
    t(id as MessageId),
  );
  return (
    <header className="site-header">
      {/* Hoisted to the head: the first paint waits until the header has arrived whole, so a
          header painted half-parsed (its switchers still empty) never moves when the rest comes. */}
      <link rel="expect" href="#reader-announcer" {...{ blocking: 'render' }} />
      <div className="site-header__bar">
        <a className="site-header__logo" href={buildPath('home', lang)} aria-label={t('shell.homeLink', { site: edition.siteTitle })}>
          <img src={edition.logo} alt="" width={edition.logoWidth} height={40} />
        </a>
        <FavouriteLink {...props} />
        <SpoilerSwitch label={t('reader.spoilers.switch')} hidden={t('reader.spoilers.hidden')} shown={t('reader.spoilers.shown')} />
        <SchemeSwitch label={t('reader.scheme.switch')} dark={t('reader.scheme.dark')} light={t('reader.scheme.light')} />
        <DataSaverSwitch label={t('reader.dataSaver.switch')} on={t('reader.dataSaver.on')} off={t('reader.dataSaver.off')} />
        <RegionSwitcher {...props} />
        <LanguageSwitcher {...props} />
      </div>
      <FillFavouriteLinks />
      <SiteSearch {...props} />
      {items.length > 0 && (
        <nav className="site-nav" aria-label={t('shell.mainNavigation')}>
          <details className="site-nav__toggle" data-menu data-collapsible>
            <summary>{t('shell.openMenu')}</summary>
            <MenuList items={items} currentPath={pathname} t={t} className="site-nav__list" />
          </details>
        </nav>
      )}
      {/* Where the reader's own choices (a favourite team, spoiler-free, the theme) are said aloud. */}
      <p id="reader-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </header>
  );
}
