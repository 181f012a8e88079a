import type { ReactNode } from 'react';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import type { ShellProps } from '../shell/shell-props';

export function DefaultLayout({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {shell.t('shell.skipToContent')}
      </a>
      <SiteHeader {...shell} />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter {...shell} />
    </>
  );
}
