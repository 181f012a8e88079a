// Types for scripts/lib/chromium.mjs (imported by its test).

export const DEBIAN_CHROMIUM: string;

export type ChromiumPlan =
  | { kind: 'present'; path: string }
  | { kind: 'install'; path: string; commands: string[][] }
  | { kind: 'missing'; line: string };

export function planChromium(machine: {
  configuredPath?: string;
  exists: (path: string) => boolean;
  hasAptGet: boolean;
  isRoot: boolean;
  canSudo: () => boolean;
}): ChromiumPlan;
