// What this browser keeps about its team alerts in localStorage, per edition: which team its push
// subscription follows, the spoiler-free mode the server was last told, the visitor's choice
// of mode (the head script's) and whether rules moments were asked for; and the storage itself. A module of its own and small: every
// page's entry reads the first key.

export type AlertsKeys = { followed: string; told: string; spoilers: string; rulesMoments: string };

export function alertsKeys(edition = 'kings'): AlertsKeys {
  return { followed: `kl:${edition}:alerts`, told: `kl:${edition}:alerts-spoilers`, spoilers: `kl:${edition}:spoilers`, rulesMoments: `kl:${edition}:alerts-rules` };
}

/** localStorage, or nothing where the browser refuses it (private mode, blocked storage). */
export function alertsStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
