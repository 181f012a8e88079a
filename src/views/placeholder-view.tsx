import { Breadcrumbs } from '../components/shell/breadcrumbs';
import type { ViewProps } from './view-props';

/** A page whose content arrives with its own capability: title, purpose and the frame around it. */
export function PlaceholderView({ shell, resolution, title, description }: ViewProps) {
  return (
    <>
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <p className="muted">{shell.t('shell.comingSoon')}</p>
    </>
  );
}
