import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../config/routes';
import type { ShellProps } from '../../lib/page/page-types';
import { DefaultLayout, TeamAndPlayerLayout } from './default-layout';
import { EmbedLayout } from './embed-layout';
import { HealthCheckLayout } from './health-check-layout';
import { MenuFreeLayout } from './menu-free-layout';


export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<{ shell: ShellProps; children: ReactNode }>> = {
  default: DefaultLayout,
  embed: EmbedLayout,
  'health-check': HealthCheckLayout,
  'menu-free': MenuFreeLayout,
  'team-and-player': TeamAndPlayerLayout,
};
