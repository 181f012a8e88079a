import type { ShellProps } from '../../lib/page/page-types';

/** A widget that cannot be drawn, said inside the partner's frame: why, and what to check. */
export function EmbedRefusal({ shell, status, message }: { shell: ShellProps; status: number; message: string }) {
  const { t } = shell;
  return (
    <section className="widget widget--refused" role="alert">
      <h1 className="widget__heading">{t(status === 400 ? 'embed.refused.title' : 'embed.notFound.title')}</h1>
      <p><code dir="ltr" lang="en">{`${status}: ${message}`}</code></p>
      {status === 400 && <p>{t('embed.refused.help')}</p>}
    </section>
  );
}
