// An answer kept for a few seconds and shared by everyone asking the same question meanwhile,
// in flight included: a crowd arriving at once costs one look.

/** At most this many questions are remembered; the oldest is forgotten first. */
const MAX_KEPT = 1_000;

export function createRecentAnswers<T>(lifetimeMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; answer: Promise<T> }>();
  return {
    ask(key: string, find: () => Promise<T>): Promise<T> {
      const known = kept.get(key);
      if (known && now() - known.at < lifetimeMs) return known.answer;
      kept.delete(key);
      const answer = find();
      kept.set(key, { at: now(), answer });
      // A failed look is not remembered: the next page asks again.
      answer.catch(() => kept.delete(key));
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return answer;
    },
  };
}
