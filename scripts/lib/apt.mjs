// How npm test installs a Debian package it needs: as root, or through sudo without a password;
// never by asking anything. Pure, so the plans that use it are tested without installing.

/** apt-get waits this long for a dpkg lock another apt run holds, instead of failing at once. */
const LOCK_TIMEOUT = 'DPkg::Lock::Timeout=600';

/**
 * The commands that install `pkg` (the package lists first: a fresh machine has none), or
 * undefined when this user may not install.
 * @param {string} pkg
 * @param {{ isRoot: boolean, canSudo: () => boolean }} machine  canSudo is asked only when not root
 * @returns {string[][] | undefined}
 */
export function aptInstallCommands(pkg, { isRoot, canSudo }) {
  const prefix = isRoot ? [] : canSudo() ? ['sudo', '-n'] : undefined;
  if (!prefix) return undefined;
  const apt = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  return [
    [...apt, 'update', '-o', LOCK_TIMEOUT],
    [...apt, 'install', '-y', '-o', LOCK_TIMEOUT, pkg],
  ];
}
