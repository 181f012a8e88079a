import type { AppEnv } from '../../env';
import type { VapidKeys } from './vapid';

/** The edition's VAPID keys, or undefined when alerts are not set up here (no button, no API). */
export function vapidKeysOf(env: AppEnv, origin: string): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey || !privateKey) return undefined;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT ?? origin };
}
