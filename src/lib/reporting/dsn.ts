// A Sentry DSN names where reports go: `{protocol}://{public key}@{host}[:{port}]/{project id}`.
// The origin is what the page's CSP must let the browser send to.

/** The DSN's origin, or undefined when the text is not a DSN. */
export function dsnOrigin(dsn: string): string | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!url.username || !/\/\d+$/.test(url.pathname) || url.search || url.hash) return undefined;
  return url.origin;
}
