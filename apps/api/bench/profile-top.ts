/**
 * The functions that cost the most CPU (self time) in a `.cpuprofile`, optionally within the last
 * seconds of the run: `tsx bench/profile-top.ts <file> [lastSeconds] [skipEndSeconds]`. The
 * benchmark's phases run one after the other, so `9 1.5` is the `/me` phase of a 10 s run (the
 * last 9 s before the final 1.5 s of shutdown). `TOP` sets how many lines (15).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, lastSeconds, skipEndSeconds] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/profile-top.ts <file.cpuprofile> [lastSeconds] [skipEndSeconds]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const times: number[] = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) times.push((t += d));
const end = profile.endTime - Number(skipEndSeconds ?? 0) * 1e6;
const start = lastSeconds ? end - Number(lastSeconds) * 1e6 : profile.startTime;

const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const at = times[i]!;
  if (at < start || at > end) return;
  const frame = nodes.get(id)!.callFrame;
  const where = frame.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*\/apps\/api\//, '');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  const dt = (times[i + 1] ?? at) - at;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
});
console.info(`window ${((end - start) / 1e6).toFixed(1)} s, sampled ${(total / 1e6).toFixed(2)} s`);
for (const [key, us] of [...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env['TOP'] ?? 15))) {
  console.info(
    `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
  );
}
