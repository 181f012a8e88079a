import { serializeJsonLd } from '../../lib/match';

/** The team's structured data; escaped so that no name can end the script element early. */
export function TeamJsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
