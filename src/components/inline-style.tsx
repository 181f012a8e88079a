/**
 * A feature's stylesheet written into the page head instead of a render-blocking request
 * (ADR 011); React hoists it and writes it once however often it is rendered.
 */
export function InlineStyle({ id, css }: { id: string; css: string }) {
  return (
    <style href={`inline-${id}`} precedence="default">
      {css}
    </style>
  );
}
