import type { ReactNode } from 'react';
import { buildPath } from '../../lib/routing/build-path';
import type { ShellProps } from '../../lib/page/page-types';

/** Landing pages without navigation menus: a logo home and the content. */
export function MenuFreeLayout({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <>
      <header className="site-header site-header--bare">
        <div className="site-header__bar">
          <a className="site-header__logo" href={buildPath('home', shell.lang)} aria-label={shell.t('shell.homeLink', { site: shell.edition.siteTitle })}>
            <img src={shell.edition.logo} alt="" width={shell.edition.logoWidth} height={40} />
          </a>
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </>
  );
}
