import type { Translate } from './intl';
import type { MessageId } from './messages';

/** A region's label in the visitor's language; section 8's fallback when the slug is unknown. */
export function getRegionLabel(t: Translate, slug: string | undefined): string {
  const id = `region.${slug ?? ''}` as MessageId;
  const label = t(id);
  return label === id ? t('region.unknown') : label;
}
