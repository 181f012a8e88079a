// What this browser keeps about its team alerts in localStorage, per edition: which team its push
// subscription follows, the spoiler-free mode the server was last told, and the visitor's choice
// of mode (the head script's). A module of its own: every page's entry reads the first.

export type AlertsKeys = { followed: string; told: string; spoilers: string };

export function alertsKeys(edition = 'kings'): AlertsKeys {
  return { followed: `kl:${edition}:alerts`, told: `kl:${edition}:alerts-spoilers`, spoilers: `kl:${edition}:spoilers` };
}
