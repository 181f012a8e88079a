import type { ReactNode } from 'react';
import type { ShellProps } from '../../lib/page/page-types';

/** Nothing but the answer: monitors read this page, people rarely do. */
export function HealthCheckLayout({ children }: { shell: ShellProps; children: ReactNode }) {
  return <main id="main" className="page page--health">{children}</main>;
}
