import type { EntityLoader } from './types';

/**
 * A story of the region's CMS in the page's language. A slug the CMS does not have is the 404
 * screen; a malformed or over-long one never reaches the CMS.
 */
export const loadPost: EntityLoader = async ({ region, lang, params, data }) => {
  if (!region || !params.post) return { kind: 'not-found' };
  const found = await data.cms.findPost(region, params.post, lang);
  if (found.kind === 'missing') return { kind: 'not-found' };
  if (found.kind === 'unreachable') return { kind: 'unreachable' };
  return { kind: 'found', entity: { kind: 'post', post: found.post } };
};
