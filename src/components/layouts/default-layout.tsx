import type { ReactNode } from 'react';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import type { ShellProps } from '../../lib/page/page-types';

type LayoutProps = { shell: ShellProps; children: ReactNode };

function FramedLayout({ shell, children, wide }: LayoutProps & { wide: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {shell.t('shell.skipToContent')}
      </a>
      <SiteHeader {...shell} />
      <main id="main" className={wide ? 'page page--wide' : 'page'} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter {...shell} />
    </>
  );
}

export function DefaultLayout(props: LayoutProps) {
  return <FramedLayout {...props} wide={false} />;
}

/** Full-bleed hero pages for teams and players: the same frame, a wider stage. */
export function TeamAndPlayerLayout(props: LayoutProps) {
  return <FramedLayout {...props} wide />;
}
