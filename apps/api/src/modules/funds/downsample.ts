import type { NavPoint } from './returns';

/**
 * At most `max` of `points` for a chart, by largest-triangle-three-buckets: the first and last
 * points always, and from each bucket between them the point that, with the point kept before
 * it and the average of the next bucket, makes the largest triangle. Peaks and troughs survive,
 * and every point kept is one of the originals. Values are read as numbers only to compare
 * areas; the answer carries the stored text unchanged.
 */
export function downsample(points: readonly NavPoint[], max: number): NavPoint[] {
  if (max < 3 || points.length <= max) return points.slice();
  const x = (i: number) => i;
  const y = points.map((p) => Number(p.value));
  const kept: NavPoint[] = [points[0]!];
  const bucketSize = (points.length - 2) / (max - 2);
  let a = 0;
  for (let bucket = 0; bucket < max - 2; bucket += 1) {
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.min(Math.floor((bucket + 1) * bucketSize) + 1, points.length - 1);
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, points.length);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i += 1) {
      avgX += x(i);
      avgY += y[i]!;
    }
    const count = Math.max(1, nextEnd - nextStart);
    avgX /= count;
    avgY /= count;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i += 1) {
      const area = Math.abs((x(a) - avgX) * (y[i]! - y[a]!) - (x(a) - x(i)) * (avgY - y[a]!));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(points[best]!);
    a = best;
  }
  kept.push(points.at(-1)!);
  return kept;
}
