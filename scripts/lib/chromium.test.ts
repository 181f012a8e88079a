import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, planChromium } from './chromium.mjs';

const nothing = () => false;
const never = () => {
  throw new Error('sudo asked when it did not matter');
};

describe('what npm test does about Chromium', () => {
  it('does nothing when Debian’s Chromium is there', () => {
    expect(planChromium({ exists: (path) => path === DEBIAN_CHROMIUM, hasAptGet: true, isRoot: false, canSudo: never })).toEqual({ kind: 'present', path: DEBIAN_CHROMIUM });
  });

  it('uses the configured Chromium, and never installs over a configured path that is missing', () => {
    expect(planChromium({ configuredPath: '/opt/chrome', exists: (path) => path === '/opt/chrome', hasAptGet: true, isRoot: true, canSudo: never }).kind).toBe('present');
    const plan = planChromium({ configuredPath: '/opt/chrome', exists: nothing, hasAptGet: true, isRoot: true, canSudo: never });
    expect(plan).toEqual({ kind: 'missing', line: expect.stringContaining('CHROMIUM_PATH is /opt/chrome, which does not exist') });
  });

  it('installs as root without asking anything, package lists first, waiting for the dpkg lock', () => {
    const plan = planChromium({ exists: nothing, hasAptGet: true, isRoot: true, canSudo: never });
    expect(plan).toEqual({
      kind: 'install',
      path: DEBIAN_CHROMIUM,
      commands: [
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-o', 'DPkg::Lock::Timeout=600'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-o', 'DPkg::Lock::Timeout=600', 'chromium'],
      ],
    });
  });

  it('installs through sudo only when sudo needs no password', () => {
    const plan = planChromium({ exists: nothing, hasAptGet: true, isRoot: false, canSudo: () => true });
    expect(plan.kind === 'install' && plan.commands.map((command) => command.slice(0, 2))).toEqual([['sudo', '-n'], ['sudo', '-n']]);
  });

  it('says in one line what to run when it may not install', () => {
    const plan = planChromium({ exists: nothing, hasAptGet: true, isRoot: false, canSudo: () => false });
    expect(plan).toEqual({ kind: 'missing', line: expect.stringContaining('sudo apt-get install -y chromium') });
    expect(plan.kind === 'missing' && plan.line).not.toContain('\n');
  });

  it('does not reach for apt-get where there is none', () => {
    expect(planChromium({ exists: nothing, hasAptGet: false, isRoot: true, canSudo: never })).toEqual({ kind: 'missing', line: expect.stringContaining('there is no apt-get here') });
  });
});
