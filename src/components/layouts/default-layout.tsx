import type { ReactNode } from 'react';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import type { ShellProps } from '../../lib/page/page-types';

type LayoutProps = { shell: ShellProps; children: ReactNode };

function FramedLayout({ shell, children }: LayoutProps) {
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

export function DefaultLayout(props: LayoutProps) {
  return <FramedLayout {...props} />;
}

/** Team and player pages (section 2's own layout): the header's width, so the hero and the columns line up with it. */
export function TeamAndPlayerLayout(props: LayoutProps) {
  return <FramedLayout {...props} />;
}
