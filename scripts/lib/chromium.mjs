// Whether the browser suite's Chromium is here, and if not, what `npm test` does about it: install
// Debian's package when it may (root, or sudo without a password), else say in one line what to run.
// The decision is a pure function, so it is tested without installing anything.

import { aptInstallCommands } from './apt.mjs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * @param {object} machine
 * @param {string} [machine.configuredPath]  CHROMIUM_PATH, when set
 * @param {(path: string) => boolean} machine.exists
 * @param {boolean} machine.hasAptGet
 * @param {boolean} machine.isRoot
 * @param {() => boolean} machine.canSudo  asked only when needed (it runs `sudo -n true`)
 * @returns {{ kind: 'present', path: string } | { kind: 'install', path: string, commands: string[][] } | { kind: 'missing', line: string }}
 */
export function planChromium({ configuredPath, exists, hasAptGet, isRoot, canSudo }) {
  const path = configuredPath || DEBIAN_CHROMIUM;
  if (exists(path)) return { kind: 'present', path };
  if (configuredPath && configuredPath !== DEBIAN_CHROMIUM) {
    return { kind: 'missing', line: `CHROMIUM_PATH is ${configuredPath}, which does not exist: point it at a Chromium, or unset it to use Debian's (${DEBIAN_CHROMIUM}), then run npm test again` };
  }
  if (!hasAptGet) {
    return { kind: 'missing', line: `Chromium is missing at ${DEBIAN_CHROMIUM} and there is no apt-get here: install Chromium and set CHROMIUM_PATH to its binary, then run npm test again` };
  }
  const commands = aptInstallCommands('chromium', { isRoot, canSudo });
  if (commands) return { kind: 'install', path, commands };
  return { kind: 'missing', line: `Chromium is missing at ${DEBIAN_CHROMIUM}: run \`sudo apt-get update && sudo apt-get install -y chromium\`, then npm test again` };
}
