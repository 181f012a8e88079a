// Where things go in the position chart: one column per matchday, one row per position,
// position 1 at the top. Units are SVG user units (CSS pixels at natural size).
export const CHART = { step: 44, row: 22, left: 30, right: 56, top: 14, bottom: 30 } as const;

export type ChartFrame = { width: number; height: number; x: (turnIndex: number) => number; y: (position: number) => number };

export function toChartFrame(turnCount: number, teamCount: number): ChartFrame {
  const columns = Math.max(turnCount - 1, 1);
  const rows = Math.max(teamCount - 1, 1);
  return {
    width: CHART.left + columns * CHART.step + CHART.right,
    height: CHART.top + rows * CHART.row + CHART.bottom,
    x: (turnIndex) => CHART.left + turnIndex * CHART.step,
    y: (position) => CHART.top + (position - 1) * CHART.row,
  };
}

/** `x1,y1 x2,y2 …` for a polyline through a team's positions. */
export function toPolylinePoints(positions: readonly number[], frame: ChartFrame): string {
  return positions.map((position, index) => `${frame.x(index)},${frame.y(position)}`).join(' ');
}

function luminance(hex: string): number | undefined {
  const found = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!found?.[1]) return undefined;
  const value = Number.parseInt(found[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

const FALLBACK_LINE = '#4a5160';

/** A team colour that shows on the white card: its first colour, else its second, else grey. */
export function pickLineColour(first?: string, second?: string): string {
  for (const colour of [first, second]) {
    const light = colour === undefined ? undefined : luminance(colour);
    // Contrast with white of at least 2:1, so a line stays visible.
    if (colour !== undefined && light !== undefined && 1.05 / (light + 0.05) >= 2) return colour;
  }
  return FALLBACK_LINE;
}
