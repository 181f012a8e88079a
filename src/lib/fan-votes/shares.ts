// A question's counts as the page shows them: each option's share in whole per cent, adding up to
// 100 (largest remainders), and the number of votes.

export type Tally = Readonly<Record<string, number>>;
export type Share = { option: string; votes: number; percent: number };

/** The shares of `options` in their order; all 0 when nobody has voted. */
export function sharesOf(tally: Tally, options: readonly string[]): { total: number; shares: Share[] } {
  const votes = options.map((option) => Math.max(0, Math.floor(tally[option] ?? 0)));
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total === 0) return { total, shares: options.map((option) => ({ option, votes: 0, percent: 0 })) };
  const exact = votes.map((count) => (count * 100) / total);
  const percent = exact.map(Math.floor);
  let left = 100 - percent.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percent[index]! += 1;
    left -= 1;
  }
  return { total, shares: options.map((option, index) => ({ option, votes: votes[index]!, percent: percent[index]! })) };
}

/** The option with the most votes, or undefined with none or a tie for first. */
export function leaderOf(tally: Tally, options: readonly string[]): Share | undefined {
  const { total, shares } = sharesOf(tally, options);
  if (total === 0) return undefined;
  const sorted = [...shares].sort((a, b) => b.votes - a.votes);
  return sorted[0]!.votes > (sorted[1]?.votes ?? -1) ? sorted[0] : undefined;
}
