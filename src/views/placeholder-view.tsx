import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import type { ViewProps } from '../lib/page/page-types';

/** A page whose content arrives with its own capability: title, purpose and the frame around it. */
export function PlaceholderView({ shell, resolution, title, description }: ViewProps) {
  return (
    <>
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      <p className="muted">{shell.t('shell.comingSoon')}</p>
    </>
  );
}
