import { BUILD_VERSION } from '../lib/build-version';
import type { ViewProps } from '../lib/page/page-types';
import { Stylesheet } from '../components/stylesheet';

export function HealthView({ shell, title }: ViewProps) {
  const { t, edition } = shell;
  return (
    <>
      <Stylesheet id="errors" />
      <h1>{title}</h1>
      <dl className="health" data-health="ok">
        <dt>{t('health.status')}</dt>
        <dd data-field="status">{t('health.ok')}</dd>
        <dt>{t('health.version')}</dt>
        <dd data-field="version">{BUILD_VERSION}</dd>
        <dt>{t('health.edition')}</dt>
        <dd data-field="edition">{edition.id}</dd>
      </dl>
    </>
  );
}
