import type { ViewProps } from '../lib/page/page-types';

declare const __BUILD_VERSION__: string;

export function HealthView({ shell, title }: ViewProps) {
  const { t, edition } = shell;
  return (
    <>
      <h1>{title}</h1>
      <dl className="health" data-health="ok">
        <dt>{t('health.status')}</dt>
        <dd data-field="status">{t('health.ok')}</dd>
        <dt>{t('health.version')}</dt>
        <dd data-field="version">{__BUILD_VERSION__}</dd>
        <dt>{t('health.edition')}</dt>
        <dd data-field="edition">{edition.id}</dd>
      </dl>
    </>
  );
}
