import type { AppEnv } from '../env';
import type { LocaleCode } from '../config/locales';

/** The Hono context shared by the pipeline's middleware. */
export type PipelineEnv = {
  Bindings: Record<string, unknown>;
  Variables: {
    appEnv: AppEnv;
    language: string;
    locale: LocaleCode | undefined;
  };
};
