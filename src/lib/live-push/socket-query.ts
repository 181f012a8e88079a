// The live socket's address: which match, in which language, resuming after which change.
import { z } from 'zod';
import { PLACE_QUERY } from '../request/place-query';

export { LIVE_SOCKET_PATH } from './live-socket-path';

export const SocketQuerySchema = z.object({
  ...PLACE_QUERY,
  id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().positive()),
  /** The last change the page has seen; 0 for none. */
  since: z.string().regex(/^\d{1,15}$/).transform(Number).default(0),
});
export type SocketQuery = z.infer<typeof SocketQuerySchema>;

/** A socket's query as its match's watcher reads it, or undefined when it is not one of ours. */
export function parseSocketQuery(url: string): SocketQuery | undefined {
  const query = SocketQuerySchema.safeParse(Object.fromEntries(new URL(url).searchParams));
  return query.success ? query.data : undefined;
}

/** One watcher per match: its name within the edition's namespace. */
export function watcherName(region: string, matchId: number): string {
  return `${region}:${matchId}`;
}
