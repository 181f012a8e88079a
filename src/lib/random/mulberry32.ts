// The site's one pseudo-random generator, for everything that must replay from a seed: the demo
// league (the same league and posts on every run) and the simulators (a shared link's season).

/** mulberry32: each call gives a float in [0, 1); tiny, fast, and plenty for invented seasons. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
