import { areInlineFilesWrittenAtTheEdge } from '../lib/page/inline-files-at-the-edge';
import type { EditionId } from '../config/editions';
import { EMBED_FRAME_STYLESHEETS, FRAME_STYLESHEETS, STYLESHEETS, type FeatureStylesheetId } from '../styles/stylesheets';

/**
 * A feature's stylesheet, hoisted by React into the head and written once however often it is
 * rendered. In a page the element names the stylesheet and the edge writes its text, so the text
 * is in the HTML once and not again in the page's payload (ADR 022); a refetch carries the text,
 * and React keeps the copy already in the document under the same key.
 */
export function Stylesheet({ id }: { id: FeatureStylesheetId }) {
  return (
    <style href={id} precedence="default">
      {areInlineFilesWrittenAtTheEdge() ? '' : STYLESHEETS[id]}
    </style>
  );
}

/**
 * The frame's stylesheet, an ordinary element of the head after the features' (it wins ties), with
 * the edition's own tokens where it has them: a page carries no other edition's look.
 */
export function FrameStylesheet({ edition, embed = false }: { edition: EditionId; embed?: boolean }) {
  const ids = (embed ? EMBED_FRAME_STYLESHEETS : FRAME_STYLESHEETS)[edition];
  const css = areInlineFilesWrittenAtTheEdge() ? '' : ids.map((id) => STYLESHEETS[id]).join('\n');
  // Set as inner HTML so React hydrates the element without comparing the text the edge wrote.
  return <style data-href={ids.join(' ')} dangerouslySetInnerHTML={{ __html: css }} />;
}
