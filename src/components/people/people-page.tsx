import type { ReactNode } from 'react';
import type { ViewProps } from '../../lib/page/page-types';
import { Stylesheet } from '../stylesheet';
import { Breadcrumbs } from '../shell/breadcrumbs';

type PeoplePageProps = Pick<ViewProps, 'shell' | 'resolution'> & { heading: string; lead?: string; children: ReactNode };

/** The frame every people page shares: its styles, the breadcrumb trail, the heading and its lead. */
export function PeoplePage({ shell, resolution, heading, lead, children }: PeoplePageProps) {
  return (
    <>
      <Stylesheet id="people" />
      <Breadcrumbs {...shell} resolution={resolution} />
      <h1>{heading}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </>
  );
}
