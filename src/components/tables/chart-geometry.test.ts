import { describe, expect, it } from 'vitest';
import { CHART, pickLineColour, toChartFrame, toPolylinePoints } from './chart-geometry';

describe('the position chart geometry', () => {
  it('puts position 1 at the top and one column per matchday', () => {
    const frame = toChartFrame(3, 12);
    expect(frame.y(1)).toBe(CHART.top);
    expect(frame.y(12)).toBe(CHART.top + 11 * CHART.row);
    expect(frame.x(2) - frame.x(1)).toBe(CHART.step);
    expect(frame.width).toBe(CHART.left + 2 * CHART.step + CHART.right);
    expect(toPolylinePoints([3, 1], frame)).toBe(`${CHART.left},${frame.y(3)} ${CHART.left + CHART.step},${frame.y(1)}`);
  });

  it('keeps a single matchday drawable', () => {
    expect(toChartFrame(1, 1).width).toBeGreaterThan(CHART.left + CHART.right);
  });

  it('picks a team colour that shows on white', () => {
    expect(pickLineColour('#0033a0', '#ffffff')).toBe('#0033a0');
    expect(pickLineColour('#ffffff', '#d50032')).toBe('#d50032');
    expect(pickLineColour('#ffffff', '#fafafa')).toBe('#4a5160');
    expect(pickLineColour(undefined, 'not a colour')).toBe('#4a5160');
  });
});
