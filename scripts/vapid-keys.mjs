#!/usr/bin/env node
// npm run vapid:keys: a VAPID key pair for one edition's Web Push alerts (ADR 035).
//
//   npm run vapid:keys                  print a new pair and how to store it as secrets
//   npm run vapid:keys -- --demo        give each demo environment a pair in .dev.vars.{env}
//                                       (npm start does this by itself when one is missing)
import { ensureDemoVapidKeys, generateVapidKeys } from './lib/vapid-keys.mjs';
import { wranglerEnvFor } from './lib/wrangler-config.mjs';

if (process.argv.includes('--demo')) {
  for (const edition of ['kings', 'queens']) {
    const env = wranglerEnvFor(edition, 'demo');
    if (!ensureDemoVapidKeys(env, console.log)) console.log(`.dev.vars.${env} already has a VAPID key pair`);
  }
} else {
  const { publicKey, privateKey } = generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
  console.log('Store them as the edition\'s secrets (one pair per edition; keep the private key nowhere else):');
  console.log('  npx wrangler secret put VAPID_PUBLIC_KEY [--env queens]');
  console.log('  npx wrangler secret put VAPID_PRIVATE_KEY [--env queens]');
  console.log('  npx wrangler secret put VAPID_SUBJECT [--env queens]   # optional: mailto:… or https://…, the site by default');
  console.log('A new pair makes every browser subscribe again: change it only if the private key leaked.');
}
