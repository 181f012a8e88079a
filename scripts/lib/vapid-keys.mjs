// VAPID key pairs for Web Push alerts (ADR 035): made with node:crypto as base64url, the public
// key the uncompressed P-256 point browsers take as applicationServerKey, the private key the
// 32-byte scalar. The demo league keeps a pair per edition in `.dev.vars.{env}` (not committed).
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

/** @returns {{ publicKey: string; privateKey: string }} */
export function generateVapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

/** The `.dev.vars` file wrangler reads for an environment (`.dev.vars.kings-demo`). */
export function devVarsFile(wranglerEnv) {
  return path.join(ROOT, `.dev.vars.${wranglerEnv}`);
}

/** Adds a key pair to the environment's `.dev.vars` file unless it has one; says so through `log`. */
export function ensureDemoVapidKeys(wranglerEnv, log = () => {}) {
  const file = devVarsFile(wranglerEnv);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^VAPID_PUBLIC_KEY=/m.test(text) && /^VAPID_PRIVATE_KEY=/m.test(text)) return false;
  const { publicKey, privateKey } = generateVapidKeys();
  const lines = [`VAPID_PUBLIC_KEY=${publicKey}`, `VAPID_PRIVATE_KEY=${privateKey}`];
  writeFileSync(file, `${text}${text && !text.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`, { mode: 0o600 });
  log(`made a VAPID key pair for ${wranglerEnv} in ${path.relative(ROOT, file)}`);
  return true;
}
