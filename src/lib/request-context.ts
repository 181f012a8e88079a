import { getContextData } from './request-data';
import type { AppEnv } from '../env';
import type { LocaleCode } from '../config/locales';
import type { Resolution } from './routing/resolve-page';

/** What the edge pipeline learned about a request, handed to the server components that render it. */
export type RequestContext = {
  env: AppEnv;
  /** The Worker's bindings (D1 for the demo league), for the data clients. */
  bindings: Record<string, unknown>;
  resolution: Resolution;
  /** The language to speak when the path names none (a 404 outside any language). */
  lang: LocaleCode;
  /** Path and query as the visitor asked for them. */
  pathname: string;
  search: string;
};

const KEY = 'kl.request';

export function setRequestContext(context: RequestContext): void {
  getContextData()[KEY] = context;
}

export function getRequestContext(): RequestContext | undefined {
  return getContextData()[KEY] as RequestContext | undefined;
}
