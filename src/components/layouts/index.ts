import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../config/routes';
import type { ShellProps } from '../../lib/page/page-types';
import { DefaultLayout, TeamAndPlayerLayout } from './default-layout';
import { HealthCheckLayout } from './health-check-layout';
import { MenuFreeLayout } from './menu-free-layout';


export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<{ shell: ShellProps; children: ReactNode }>> = {
  default: DefaultLayout,
  'health-check': HealthCheckLayout,
  'menu-free': MenuFreeLayout,
  'team-and-player': TeamAndPlayerLayout,
};
