import type { ShellProps } from '../components/shell/shell-props';
import type { PageResolution } from '../lib/routing/resolve-page';

export type ViewProps = { shell: ShellProps; resolution: PageResolution; title: string; description: string };
