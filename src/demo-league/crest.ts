// A team's crest, drawn from its id, colours and short name: a shield shape, a pattern in the
// second colour and the three letters. Same team, same crest.

export type CrestTeam = { id: number; shortName: string; firstColor: string | null; secondColor: string | null; isPlaceholder: boolean };

const OUTLINES = [
  'M64 6 L116 20 V62 C116 94 92 114 64 124 C36 114 12 94 12 62 V20 Z',
  'M64 6 A58 58 0 1 1 63.9 6 Z',
  'M64 6 L116 36 V92 L64 122 L12 92 V36 Z',
  'M20 8 H108 V70 C108 98 88 114 64 122 C40 114 20 98 20 70 Z',
] as const;

const PATTERNS = [
  (c: string) => `<path d="M0 96 L128 32 V52 L0 116 Z" fill="${c}"/>`,
  (c: string) => `<rect x="64" y="0" width="64" height="128" fill="${c}"/>`,
  (c: string) => `<path d="M0 40 L64 72 L128 40 V60 L64 92 L0 60 Z" fill="${c}"/>`,
  (c: string) => `<rect x="0" y="0" width="128" height="34" fill="${c}"/>`,
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

function safeColour(value: string | null, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Dark text on light colours, light text on dark ones. */
function textColour(background: string): string {
  const n = Number.parseInt(background.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 150 ? '#111111' : '#ffffff';
}

export function renderCrestSvg(team: CrestTeam): string {
  const first = safeColour(team.firstColor, '#9aa0a6');
  const second = safeColour(team.secondColor, '#3c4043');
  const outline = OUTLINES[team.id % OUTLINES.length]!;
  const pattern = team.isPlaceholder ? '' : PATTERNS[Math.floor(team.id / OUTLINES.length) % PATTERNS.length]!(second);
  const label = escapeXml(team.shortName.slice(0, 4));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img">',
    `<title>${label}</title>`,
    `<defs><clipPath id="c"><path d="${outline}"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="128" height="128" fill="${first}"/>${pattern}</g>`,
    `<path d="${outline}" fill="none" stroke="${second}" stroke-width="5"/>`,
    `<rect x="30" y="50" width="68" height="30" rx="6" fill="${first}" opacity="0.85"/>`,
    `<text x="64" y="72" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${textColour(first)}">${label}</text>`,
    '</svg>',
  ].join('');
}
