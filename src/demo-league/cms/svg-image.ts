// A story's picture drawn as SVG: the teams' colours split diagonally, the score or a few big
// words, the league's name. Only shapes and text: no script, no link, no outside font or image,
// so the file is safe to serve from the site's own origin.
import { getLocale } from '../../config/locales';
import { FULL_HEIGHT, FULL_WIDTH, heightFor, type DemoImage } from './media';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const LABEL_SPACE = 1100;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Anything but a plain #rgb or #rrggbb colour is replaced, so stored data can never reach the markup.
const colour = (value: string, fallback: string) => (/^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : fallback);

/** The label's size: as big as fits, squeezed to the space only when a long name would overflow. */
function labelSize(label: string): { size: number; squeeze: boolean } {
  const characters = Math.max([...label].length, 1);
  const size = Math.max(44, Math.min(170, Math.floor(1800 / characters)));
  return { size, squeeze: characters * size * 0.6 > LABEL_SPACE };
}

export function drawImage(image: DemoImage, width: number): string {
  const rtl = getLocale(image.lang).dir === 'rtl';
  const [first, second] = [colour(image.colours[0], '#111111'), colour(image.colours[1], '#f5b700')];
  const { size, squeeze } = labelSize(image.label);
  // Short names are Latin capitals and stay left to right; everything else follows the language.
  const text = (x: number, y: number, fontSize: number, anchor: 'start' | 'middle' | 'end', content: string, extra = '', ltr = false) =>
    `<text x="${x}" y="${y}" font-size="${fontSize}" text-anchor="${anchor}"${rtl && !ltr ? ' direction="rtl"' : ''}${extra}>${xml(content)}</text>`;
  const [leftSide, rightSide] = image.sides ?? [];
  // In a right-to-left language the league's name sits on the right, where reading starts
  // ("start" and "end" follow the text's direction).
  const [leagueX, kickerX] = rtl ? [1152, 48] : [48, 1152];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${heightFor(width)}" viewBox="0 0 ${FULL_WIDTH} ${FULL_HEIGHT}" role="img" aria-labelledby="title-${image.id}" lang="${image.lang}">`,
    `<title id="title-${image.id}">${xml(image.alt)}</title>`,
    `<rect width="${FULL_WIDTH}" height="${FULL_HEIGHT}" fill="${first}"/>`,
    `<path d="M720 0H${FULL_WIDTH}V${FULL_HEIGHT}H480Z" fill="${second}"/>`,
    `<rect y="200" width="${FULL_WIDTH}" height="230" fill="#000000" fill-opacity="0.45"/>`,
    `<g font-family="${FONT}" fill="#ffffff" font-weight="800">`,
    leftSide ? text(60, 130, 72, 'start', leftSide, '', true) : '',
    rightSide ? text(1140, 130, 72, 'end', rightSide, '', true) : '',
    text(600, 315 + Math.round(size * 0.35), size, 'middle', image.label, squeeze ? ` textLength="${LABEL_SPACE}" lengthAdjust="spacingAndGlyphs"` : ''),
    '</g>',
    `<rect y="540" width="${FULL_WIDTH}" height="90" fill="#0b0b0b" fill-opacity="0.85"/>`,
    `<g font-family="${FONT}" fill="#ffffff">`,
    text(leagueX, 598, 34, 'start', image.league, ' font-weight="700"'),
    text(kickerX, 598, 30, 'end', image.kicker.toUpperCase(), ' fill-opacity="0.8"'),
    '</g>',
    '</svg>',
  ].join('');
}
