import type { CardCrest } from '../lib/card-model';
import { FONT_FAMILY, escapeXml } from './svg-text';

/**
 * A crest in a square of `size` centred on (cx, cy): the league's picture (fetched before drawing,
 * see crest-images.ts), or the one the site draws from the team's colours, as src/components/pictures
 * draws it on the pages.
 */
export function crestElement(crest: CardCrest, cx: number, cy: number, size: number, id: string): string {
  const x = cx - size / 2;
  const y = cy - size / 2;
  if (crest.kind === 'image') {
    return `<image href="${escapeXml(crest.url)}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`;
  }
  const letters = crest.letters
    ? `<rect x="28" y="50" width="72" height="30" rx="6" fill="${crest.first}" opacity="0.9"/>` +
      `<text x="64" y="72" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="20" font-weight="700" fill="${crest.ink}">${escapeXml(crest.letters)}</text>`
    : '';
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 128})">` +
    `<clipPath id="${id}"><path d="${crest.outline}"/></clipPath>` +
    `<g clip-path="url(#${id})"><path d="M0 0H128V128H0Z" fill="${crest.first}"/><path d="${crest.band}" fill="${crest.second}"/></g>` +
    `<path d="${crest.outline}" fill="none" stroke="${crest.second}" stroke-width="5"/>${letters}</g>`
  );
}
