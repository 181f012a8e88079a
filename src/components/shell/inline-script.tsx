import type { ComponentProps } from 'react';
import { areInlineFilesWrittenAtTheEdge } from '../../lib/page/inline-files-at-the-edge';
import { INLINE_SCRIPTS, type InlineScriptId } from './inline-scripts';

type InlineScriptProps = { id: InlineScriptId } & Omit<ComponentProps<'script'>, 'id' | 'children' | 'dangerouslySetInnerHTML'>;

/**
 * One of the head's inline scripts. In a page the element names the script and the edge writes
 * its text (and stamps its nonce), so the text is in the HTML once and not again in the page's
 * payload (ADR 022). Set as inner HTML so React hydrates the element without comparing the text.
 */
export function InlineScript({ id, ...attributes }: InlineScriptProps) {
  const js = areInlineFilesWrittenAtTheEdge() ? '' : INLINE_SCRIPTS[id];
  return <script data-inline={id} {...attributes} dangerouslySetInnerHTML={{ __html: js }} />;
}
