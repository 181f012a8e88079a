import { describe, expect, it } from 'vitest';
import { DEBIAN_JAVA, planJava } from './java.mjs';

const never = () => {
  throw new Error('sudo asked when it did not matter');
};

describe('what npm test does about the HTML checker’s Java', () => {
  it('does nothing when java is on the PATH', () => {
    expect(planJava({ hasJava: true, hasAptGet: true, isRoot: false, canSudo: never })).toEqual({ kind: 'present' });
  });

  it('installs Debian’s headless runtime as root without asking anything, package lists first', () => {
    expect(planJava({ hasJava: false, hasAptGet: true, isRoot: true, canSudo: never })).toEqual({
      kind: 'install',
      commands: [
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-o', 'DPkg::Lock::Timeout=600'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-o', 'DPkg::Lock::Timeout=600', 'default-jre-headless'],
      ],
    });
    expect(DEBIAN_JAVA).toBe('default-jre-headless');
  });

  it('installs through sudo only when sudo needs no password', () => {
    const plan = planJava({ hasJava: false, hasAptGet: true, isRoot: false, canSudo: () => true });
    expect(plan.kind === 'install' && plan.commands.map((command) => command.slice(0, 2))).toEqual([['sudo', '-n'], ['sudo', '-n']]);
  });

  it('says in one line what to run when it may not install', () => {
    const plan = planJava({ hasJava: false, hasAptGet: true, isRoot: false, canSudo: () => false });
    expect(plan).toEqual({ kind: 'missing', line: expect.stringContaining('sudo apt-get install -y default-jre-headless') });
    expect(plan.kind === 'missing' && plan.line).not.toContain('\n');
  });

  it('does not reach for apt-get where there is none', () => {
    expect(planJava({ hasJava: false, hasAptGet: false, isRoot: true, canSudo: never })).toEqual({ kind: 'missing', line: expect.stringContaining('there is no apt-get here') });
  });
});
