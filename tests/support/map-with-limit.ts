/**
 * Maps `items` through `run` with at most `limit` calls in flight, results in the items' order.
 * For the integration files that ask the servers for hundreds of pages: the Worker renders one
 * while it waits on its database for another.
 */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
