import type { ReactNode } from 'react';
import { EMBED_LIVE_WIDGET_SCRIPT_PATH, EMBED_WIDGET_SCRIPT_PATH } from '../../config/embed';
import { BUILD_VERSION } from '../../lib/build-version';
import type { ShellProps } from '../../lib/page/page-types';

/**
 * A partner's widget (`/embed/…`): the widget alone, no header, footer or menus, and its one
 * small script (its height for the host page; the countdown, or the live match). The build version
 * in the script's address lets a browser keep it as long as the build lasts.
 */
export function EmbedLayout({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  const layout = shell.query.layout === 'wide' ? 'wide' : 'compact';
  const live = shell.widget === 'live';
  const script = live ? EMBED_LIVE_WIDGET_SCRIPT_PATH : EMBED_WIDGET_SCRIPT_PATH;
  return (
    <>
      <main className={`embed embed--${layout}`}>{children}</main>
      <script src={`${script}?v=${encodeURIComponent(BUILD_VERSION)}`} async />
    </>
  );
}
