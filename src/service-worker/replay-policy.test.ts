import { describe, expect, it } from 'vitest';
import { freshNonce, underFreshNonce } from './replay-policy';

const OLD = 'b2xkLW5vbmNlLW9mLWFuc3dlcg==';
const POLICY = `default-src 'self'; script-src 'nonce-${OLD}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'`;
const HTML =
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${OLD}"><script type="module" nonce="${OLD}">import('/assets/a.js')</script></head>` +
  `<body><main>page</main><script nonce="${OLD}">self.__payload=1</script></body></html>`;

describe('a kept page replayed', () => {
  it('is under a policy that accepts a fresh nonce and not the one it was kept with', () => {
    const nonce = freshNonce();
    const replay = underFreshNonce(HTML, POLICY, nonce);
    expect(replay.policy).toBe(`default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'`);
    expect(replay.policy).not.toContain(OLD);
    // Its own scripts and preloads carry the fresh one and run; the old one is nowhere.
    expect(replay.html).not.toContain(OLD);
    expect(replay.html.match(new RegExp(`nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(3);
    expect(replay.html.replaceAll(nonce, OLD)).toBe(HTML);
  });

  it('gets a nonce of its own each time, as long as the Worker’s', () => {
    const nonces = new Set(Array.from({ length: 50 }, freshNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('leaves a page without a nonce in its policy as it was', () => {
    expect(underFreshNonce(HTML, "default-src 'none'", 'x')).toEqual({ html: HTML, policy: "default-src 'none'" });
    expect(underFreshNonce(HTML, null, 'x')).toEqual({ html: HTML, policy: null });
  });
});
