import type { ReactNode } from 'react';
import type { ShellProps } from '../../lib/page/page-types';
import { buildPath } from '../../lib/routing/build-path';

/** Every link of a widget opens the full site in a new tab, never inside the partner's frame. */
export const OUT = { target: '_blank', rel: 'noopener' } as const;

type WidgetFrameProps = { shell: ShellProps; heading: string; headingId: string; children: ReactNode };

/** A widget's heading, its content, and the way to the full site under it. */
export function WidgetFrame({ shell, heading, headingId, children }: WidgetFrameProps) {
  const { edition, lang, t } = shell;
  return (
    <section className="widget" aria-labelledby={headingId}>
      <h1 id={headingId} className="widget__heading">{heading}</h1>
      {children}
      <p className="widget__by">
        <a href={buildPath('home', lang)} {...OUT}>{t('embed.by', { site: edition.siteTitle })}</a>
      </p>
    </section>
  );
}
