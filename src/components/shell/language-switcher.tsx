import { LOCALES } from '../../config/locales';
import { languageSwitchHref } from '../../lib/navigation/language-switch';
import { buildPath } from '../../lib/routing/build-path';
import { getLanguageAlternates } from '../../lib/seo/page-links';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';

/**
 * Every language, each keeping the visitor on the same page; where that page does not exist, its
 * nearest parent. The links go through the language switch, which remembers the choice.
 */
export function LanguageSwitcher({ resolution, edition, lang, region, t }: ShellProps) {
  const alternates = resolution.kind === 'page' ? getLanguageAlternates(resolution, edition.id) : [];
  const current = LOCALES.find((locale) => locale.code === lang);
  return (
    <details className="language-switcher" data-menu>
      <summary>
        <span className="visually-hidden">{t('shell.language')}: </span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        {current?.code.toUpperCase()}
      </summary>
      <ul className="submenu" role="list">
        {LOCALES.map((locale) => {
          const href =
            alternates.find((alternate) => alternate.lang === locale.code)?.href ??
            (region && pathIfAvailable('regionHome', { edition: edition.id, lang: locale.code, region })) ??
            buildPath('home', locale.code);
          const isCurrent = locale.code === lang;
          return (
            <li key={locale.code}>
              <a
                href={languageSwitchHref(href)}
                rel="nofollow"
                hrefLang={locale.code}
                lang={locale.code}
                dir={locale.dir}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={isCurrent ? t('shell.languageCurrent', { language: locale.name }) : undefined}
              >
                {locale.name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
