// The live socket's address: which match, in which language, resuming after which change.
import { z } from 'zod';
import { PLACE_QUERY } from '../request/place-query';

export { LIVE_SOCKET_PATH } from './live-socket-path';

export const SocketQuerySchema = z.object({
  ...PLACE_QUERY,
  id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().positive()),
  /** The last change the page has seen; 0 for none. */
  since: z.string().regex(/^\d{1,15}$/).transform(Number).default(0),
  /** The id the page keeps: which relay it goes to is a hash of it (ADR 052). */
  page: z.string().regex(/^[0-9a-z]{1,24}$/).optional(),
  /** The relay the Worker chose, set by the Worker for the relay itself. */
  relay: z.string().regex(/^\d{1,5}$/).transform(Number).optional(),
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
