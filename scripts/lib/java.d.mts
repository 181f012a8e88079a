// Types for scripts/lib/java.mjs (imported by its test).

export const DEBIAN_JAVA: string;

export type JavaPlan = { kind: 'present' } | { kind: 'install'; commands: string[][] } | { kind: 'missing'; line: string };

export function planJava(machine: { hasJava: boolean; hasAptGet: boolean; isRoot: boolean; canSudo: () => boolean }): JavaPlan;
