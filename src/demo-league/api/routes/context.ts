// What every route reads the same way: the database, ids from the path, the language, the clock.
import type { Context } from 'hono';
import type { LocaleCode } from '../../../config/locales';
import { getDemoNow } from '../../clock';
import type { DemoEnv, DemoDatabase } from '../database';
import { failure, parseId } from '../http';
import { toLang } from '../names';

export type DemoContext = Context<DemoEnv>;

export function dbOf(c: DemoContext): DemoDatabase {
  return c.get('db');
}

export function langOf(c: DemoContext): LocaleCode {
  return toLang(c.req.query('lang'));
}

export function nowOf(): number {
  return getDemoNow();
}

/** The path's ids, or the 400 answer for the first malformed one. */
export function idsOf<K extends string>(c: DemoContext, ...names: K[]): Record<K, number> | Response {
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const id = parseId(c.req.param(name));
    if (id === null) return failure(c, 400, 'Bad id');
    ids[name] = id;
  }
  return ids;
}

export function badQuery(c: DemoContext): Response {
  return failure(c, 400, 'Bad query');
}
