#!/usr/bin/env node
// npm test's first step (pretest): the browser suite drives Debian's Chromium. When it is missing,
// install it if this user may (root, or sudo without a password), else say in one line what to run
// and fail before the suites start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { planChromium } from './lib/chromium.mjs';

const found = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const plan = planChromium({
  configuredPath: process.env.CHROMIUM_PATH,
  exists: existsSync,
  hasAptGet: found('apt-get'),
  isRoot: process.getuid?.() === 0,
  canSudo: () => found('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
});

if (plan.kind === 'missing') {
  console.error(`[pretest] ${plan.line}`);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`[pretest] ${plan.path} missing: installing Debian's chromium package`);
  for (const [command, ...args] of plan.commands) {
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) {
      console.error(`[pretest] \`${[command, ...args].join(' ')}\` failed (exit ${status}): install chromium by hand, then run npm test again`);
      process.exit(1);
    }
  }
  if (!existsSync(plan.path)) {
    console.error(`[pretest] the chromium package is installed but ${plan.path} is still missing: set CHROMIUM_PATH to its binary`);
    process.exit(1);
  }
}
