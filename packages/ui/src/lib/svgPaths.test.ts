import { describe, expect, it } from 'vitest';
import { areaPath, donutSlices, linePath } from './svgPaths';

describe('chart paths', () => {
  it('draws a polyline and the area under it to a baseline', () => {
    expect(linePath([0, 10.004, 20], [5, 2.5, 0])).toBe('M0,5L10,2.5L20,0');
    expect(areaPath([0, 20], [5, 0], 10)).toBe('M0,5L20,0L20,10L0,10Z');
    expect(areaPath([], [], 10)).toBe('');
  });

  it('cuts a donut clockwise from twelve o’clock in proportion to the values', () => {
    const [a, b, none] = donutSlices([75, 25, 0], 60, 100);
    // A quarter of the ring ends at nine o'clock: three quarters is a large arc.
    expect(a).toBe('M0,-100A100,100 0 1 1 -100,0L-60,0A60,60 0 1 0 0,-60Z');
    expect(b).toBe('M-100,0A100,100 0 0 1 0,-100L0,-60A60,60 0 0 0 -60,0Z');
    expect(none).toBe('');
  });

  it('draws a single value as a whole ring', () => {
    const [ring] = donutSlices([100], 60, 100);
    expect(ring).toContain('A100,100 0 1 1 0,100');
    expect(ring).toContain('A60,60 0 1 0 0,60');
  });
});
