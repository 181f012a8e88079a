// A kept page is read back under a nonce of its own (ADR 055). The copy was kept with the policy
// and the nonce of the answer it came from, and a nonce is only worth something while nobody else
// knows it: replayed as it was for up to 30 days, the old one would let any script that learnt it
// run in every replay. So each replay gets a fresh nonce, in its policy and on the page's own
// scripts, as the Worker does with each page it serves from its cache (ADR 039); the old one is
// accepted nowhere.

/** 16 random bytes in base64, as the Worker makes its nonces. */
export function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/g;

/**
 * The kept page's policy and HTML with `nonce` in place of the one it was rendered with. The
 * nonce attributes the Worker stamped (every script, every module preload) take the new value, and
 * every nonce the policy named gives way to it; a policy with no nonce is left as it was.
 */
export function underFreshNonce(html: string, policy: string | null, nonce: string): { html: string; policy: string | null } {
  if (!policy) return { html, policy };
  const old = new Set([...policy.matchAll(NONCE_SOURCE)].map((found) => found[1] as string));
  if (old.size === 0) return { html, policy };
  let restamped = html;
  for (const value of old) restamped = restamped.split(`nonce="${value}"`).join(`nonce="${nonce}"`);
  return { html: restamped, policy: policy.replace(NONCE_SOURCE, `'nonce-${nonce}'`) };
}
