#!/usr/bin/env node
// npm test's first step (pretest): the browser suite drives Debian's Chromium, and its HTML checker
// (vnu.jar) runs on Java. When either is missing, install it if this user may (root, or sudo
// without a password), else say in one line what to run and fail before the suites start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { planChromium } from './lib/chromium.mjs';
import { planJava } from './lib/java.mjs';

const found = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const hasAptGet = found('apt-get');
const isRoot = process.getuid?.() === 0;
let sudo;
const canSudo = () => (sudo ??= found('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0);

/** Runs an install plan's commands; exits, saying what to do by hand, when one fails. */
function install(what, commands) {
  for (const [command, ...args] of commands) {
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) {
      console.error(`[pretest] \`${[command, ...args].join(' ')}\` failed (exit ${status}): install ${what} by hand, then run npm test again`);
      process.exit(1);
    }
  }
}

const chromium = planChromium({ configuredPath: process.env.CHROMIUM_PATH, exists: existsSync, hasAptGet, isRoot, canSudo });
const java = planJava({ hasJava: found('java'), hasAptGet, isRoot, canSudo });

for (const plan of [chromium, java]) {
  if (plan.kind === 'missing') {
    console.error(`[pretest] ${plan.line}`);
    process.exit(1);
  }
}
if (chromium.kind === 'install') {
  console.log(`[pretest] ${chromium.path} missing: installing Debian's chromium package`);
  install('chromium', chromium.commands);
  if (!existsSync(chromium.path)) {
    console.error(`[pretest] the chromium package is installed but ${chromium.path} is still missing: set CHROMIUM_PATH to its binary`);
    process.exit(1);
  }
}
if (java.kind === 'install') {
  console.log("[pretest] java missing: installing Debian's default-jre-headless package");
  install('default-jre-headless', java.commands);
  if (!found('java')) {
    console.error('[pretest] default-jre-headless is installed but `java` is still not on the PATH');
    process.exit(1);
  }
}
