import { serializeJsonLd } from '../../lib/match';

/**
 * Structured data for search engines. A JSON-LD script is data, never run; its text is escaped
 * so that no team name can end the element early.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
