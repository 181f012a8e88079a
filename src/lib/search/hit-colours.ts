/** A result's club colours ("#rrggbb #rrggbb") as a pair, only when both are colours. */
export function toHitColourPair(colours: string | undefined): [string, string] | undefined {
  const [first, second] = colours?.split(' ') ?? [];
  const hex = /^#[0-9a-f]{6}$/i;
  return first && second && hex.test(first) && hex.test(second) ? [first, second] : undefined;
}
