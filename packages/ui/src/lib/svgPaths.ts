/**
 * SVG path strings for the charts, drawn by hand: a line through points, the area under it,
 * and the slices of a donut. A chart library would add more to every page than these few
 * lines (the charts only need straight segments and circular arcs).
 */

const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** A polyline through the points, in order. */
export function linePath(xs: readonly number[], ys: readonly number[]): string {
  return xs.map((x, i) => `${i ? 'L' : 'M'}${n(x)},${n(ys[i]!)}`).join('');
}

/** The area between the polyline and a horizontal baseline. */
export function areaPath(xs: readonly number[], ys: readonly number[], baseline: number): string {
  if (!xs.length) return '';
  return `${linePath(xs, ys)}L${n(xs[xs.length - 1]!)},${n(baseline)}L${n(xs[0]!)},${n(baseline)}Z`;
}

/** A point on a circle of radius `r` at `angle` radians, clockwise from twelve o'clock. */
const at = (r: number, angle: number) => `${n(r * Math.sin(angle))},${n(-r * Math.cos(angle))}`;

/**
 * The slices of a donut centred on (0, 0), one per value (zero or negative values get an
 * empty path), in order, clockwise from twelve o'clock, with `pad` radians between slices.
 */
export function donutSlices(
  values: readonly number[],
  inner: number,
  outer: number,
  pad = 0,
): string[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  const shown = values.filter((v) => v > 0).length;
  let start = 0;
  return values.map((value) => {
    if (!(value > 0) || !(total > 0)) return '';
    const sweep = (value / total) * 2 * Math.PI;
    const a0 = start;
    start += sweep;
    if (shown === 1) {
      // A whole ring: two half arcs each way (one arc cannot start and end at one point).
      return `M${at(outer, 0)}A${outer},${outer} 0 1 1 ${at(outer, Math.PI)}A${outer},${outer} 0 1 1 ${at(outer, 0)}M${at(inner, 0)}A${inner},${inner} 0 1 0 ${at(inner, Math.PI)}A${inner},${inner} 0 1 0 ${at(inner, 0)}Z`;
    }
    const half = Math.min(pad / 2, sweep / 4);
    const s = a0 + half;
    const e = a0 + sweep - half;
    const large = e - s > Math.PI ? 1 : 0;
    return `M${at(outer, s)}A${outer},${outer} 0 ${large} 1 ${at(outer, e)}L${at(inner, e)}A${inner},${inner} 0 ${large} 0 ${at(inner, s)}Z`;
  });
}
