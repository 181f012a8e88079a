import type { AppEnv } from '../../env';
import type { VapidKeys } from './vapid';

/** The edition's VAPID keys, or undefined when alerts are not set up here (no button, no API). */
export function vapidKeysOf(env: AppEnv, origin: string): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey || !privateKey) return undefined;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT ?? origin };
}

/** The public key a page's "Alert me" subscribes with, when alerts are set up for this request's edition. */
export function alertsPublicKey(env: AppEnv | undefined): string | undefined {
  return env && vapidKeysOf(env, '') ? env.VAPID_PUBLIC_KEY : undefined;
}
