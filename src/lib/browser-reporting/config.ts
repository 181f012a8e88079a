// What the page tells the browser about error reporting. The Worker writes it into the page from
// its vars (no rebuild per environment); the browser reads it back with plain checks, because
// this runs in the entry every visitor downloads and a schema library would cost more than it.

export type BrowserReportingConfig = {
  dsn: string;
  environment: string;
  release: string;
  /** Chance a session is recorded in full. */
  replaySessions: number;
  /** Chance a session not recorded in full keeps a recording in memory, sent when an error happens. */
  replayOnError: number;
  /** The page's route id, region, language and edition. */
  tags: Record<string, string>;
};

const isRate = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** The config from the page's JSON, or undefined when it is missing or malformed. */
export function readBrowserReportingConfig(json: string | undefined): BrowserReportingConfig | undefined {
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { dsn, environment, release, replaySessions, replayOnError, tags } = value as Record<string, unknown>;
  if (typeof dsn !== 'string' || typeof environment !== 'string' || typeof release !== 'string') return undefined;
  if (!isRate(replaySessions) || !isRate(replayOnError)) return undefined;
  const validTags = tags && typeof tags === 'object' && Object.values(tags).every((tag) => typeof tag === 'string');
  return { dsn, environment, release, replaySessions, replayOnError, tags: validTags ? (tags as Record<string, string>) : {} };
}
