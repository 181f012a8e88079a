import type { ReactNode } from 'react';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import type { ShellProps } from '../shell/shell-props';

/** Full-bleed hero pages for teams and players: the same frame, a wider stage. */
export function TeamAndPlayerLayout({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {shell.t('shell.skipToContent')}
      </a>
      <SiteHeader {...shell} />
      <main id="main" className="page page--wide" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter {...shell} />
    </>
  );
}
