// workerd's streaming HTML rewriter, typed for what the middleware uses of it. It is absent where
// the pipeline runs outside workerd (unit tests), and responses then pass through as they are.
export type RewriterElement = {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  setInnerContent(content: string, options: { html: boolean }): void;
  remove(): void;
};
export type RewriterText = { text: string; lastInTextNode: boolean; remove(): void; replace(content: string, options: { html: boolean }): void };
export type RewriterDocumentEnd = { append(content: string, options: { html: boolean }): void };
export type Rewriter = {
  on(selector: string, handlers: { element?(element: RewriterElement): void; text?(chunk: RewriterText): void }): Rewriter;
  onDocument(handlers: { end?(end: RewriterDocumentEnd): void }): Rewriter;
  transform(response: Response): Response;
};

export function getHtmlRewriter(): (new () => Rewriter) | undefined {
  return (globalThis as { HTMLRewriter?: new () => Rewriter }).HTMLRewriter;
}
