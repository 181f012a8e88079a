import { FOOTER_MENU } from '../../config/menus';
import { resolveMenu } from '../../lib/navigation/resolve-menu';
import { toSafeExternalUrl } from '../../lib/navigation/safe-url';
import type { MessageId } from '../../lib/i18n/messages';
import { MenuList } from './menu-list';
import type { ShellProps } from '../../lib/page/page-types';
import { getLeagueTitle } from '../../lib/i18n/league-words';

export function SiteFooter({ edition, lang, region, t, pathname }: Pick<ShellProps, 'edition' | 'lang' | 'region' | 't' | 'pathname'>) {
  const items = resolveMenu(FOOTER_MENU, { edition: edition.id, lang, region }, (id) => t(id as MessageId));
  const league = region ? getLeagueTitle(t, region) : edition.siteTitle;
  const social = (region?.social ?? []).flatMap((link) => {
    const href = toSafeExternalUrl(link.url);
    return href ? [{ ...link, href }] : [];
  });
  return (
    <footer className="site-footer">
      {/* The league's name as the page's headings give it in this language; the region's own alt is the data's English title. */}
      {region && (
        <img className="site-footer__logo" src={region.footerLogo.src} alt={league} width={region.footerLogo.width} height={region.footerLogo.height} loading="lazy" />
      )}
      {items.length > 0 && (
        <nav aria-label={t('shell.footerNavigation')}>
          <MenuList items={items} currentPath={pathname} t={t} className="site-footer__links" />
        </nav>
      )}
      {social.length > 0 && (
        <section aria-label={t('shell.followUs', { league })}>
          <ul className="site-footer__social">
            {social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer external me"
                  aria-label={t('shell.socialLink', { league, network: t(`social.${link.name}` as MessageId) })}
                >
                  {t(`social.${link.name}` as MessageId)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="site-footer__rights">{t('shell.rights', { year: new Date().getFullYear(), site: edition.siteTitle })}</p>
    </footer>
  );
}
