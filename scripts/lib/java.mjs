// Whether the HTML checker's Java is here (vnu.jar runs on it, tests/browser/html-checker.test.ts),
// and if not, what `npm test` does about it: install Debian's headless runtime when it may (root,
// or sudo without a password), else say in one line what to run.
import { aptInstallCommands } from './apt.mjs';

export const DEBIAN_JAVA = 'default-jre-headless';

/**
 * @param {object} machine
 * @param {boolean} machine.hasJava  `java` is on the PATH
 * @param {boolean} machine.hasAptGet
 * @param {boolean} machine.isRoot
 * @param {() => boolean} machine.canSudo  asked only when needed (it runs `sudo -n true`)
 * @returns {{ kind: 'present' } | { kind: 'install', commands: string[][] } | { kind: 'missing', line: string }}
 */
export function planJava({ hasJava, hasAptGet, isRoot, canSudo }) {
  if (hasJava) return { kind: 'present' };
  if (!hasAptGet) {
    return { kind: 'missing', line: 'Java is missing (the HTML checker runs on it) and there is no apt-get here: install a Java runtime, 11 or later, with `java` on the PATH, then run npm test again' };
  }
  const commands = aptInstallCommands(DEBIAN_JAVA, { isRoot, canSudo });
  if (commands) return { kind: 'install', commands };
  return { kind: 'missing', line: `Java is missing (the HTML checker runs on it): run \`sudo apt-get update && sudo apt-get install -y ${DEBIAN_JAVA}\`, then npm test again` };
}
