// resvg with the card fonts, and nothing else: no system fonts (a Worker has none, and a test
// machine's must not change a card). One font database per renderer.
import { Resvg } from '@resvg/resvg-wasm';
import { FONT_FAMILY, escapeXml, type Measure, type TextStyle } from './svg-text';

export type CardRenderer = {
  measure: Measure;
  /** The SVG as a PNG; each outside picture it names is asked of `picture` first. */
  render(svg: string, picture: (href: string) => Promise<Uint8Array | undefined>): Promise<Uint8Array>;
};

export function createCardRenderer(fonts: readonly Uint8Array[]): CardRenderer {
  const options = { font: { fontBuffers: [...fonts], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY } } as const;
  const widths = new Map<string, number>();
  const measure: Measure = (text: string, style: TextStyle) => {
    const key = `${style.size}|${style.weight}|${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    // The ink's box as resvg shapes and lays it out: what is drawn is what is measured.
    const probe = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="${style.size}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight}">${escapeXml(text)}</text></svg>`,
      options,
    );
    const width = probe.getBBox()?.width ?? 0;
    probe.free();
    if (widths.size > 5000) widths.clear();
    widths.set(key, width);
    return width;
  };
  return {
    measure,
    async render(svg, picture) {
      const resvg = new Resvg(svg, options);
      try {
        for (const href of resvg.imagesToResolve() as string[]) {
          const bytes = await picture(href);
          if (bytes) resvg.resolveImage(href, bytes);
        }
        const image = resvg.render();
        const png = image.asPng();
        image.free();
        return png;
      } finally {
        resvg.free();
      }
    },
  };
}
