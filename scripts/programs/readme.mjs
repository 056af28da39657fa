// The README's "System programs" list and the programs allowed without a row.

/** Started by the project but part of Node.js itself, or of every POSIX system. */
export const NODE_PROGRAMS = ['node', 'npm', 'npx', 'pnpm'];
export const POSIX_BASICS = [
  'sh',
  'bash',
  'env',
  'ls',
  'head',
  'dirname',
  'mkdir',
  'rm',
  'cp',
  'mv',
  'cat',
  'kill',
  'sleep',
  'nice',
];

/**
 * The "System programs" section of a README: each table row's programs (the backticked names of
 * its first cell), its Debian package (the second) and whether `npm test` needs it (the third
 * names `npm test` and does not say "optional").
 */
export function readmePrograms(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => /^#{2,4}\s+System programs\b/i.test(l));
  if (start < 0) throw new Error('the README has no "System programs" section');
  const rows = [];
  // The section's first paragraph names the programs allowed without a row.
  const body = lines.slice(start + 1);
  const first = body.findIndex((l) => l.trim());
  const end = body.findIndex((l, i) => i > first && !l.trim());
  const basics = body
    .slice(first, end)
    .flatMap((l) => [...l.matchAll(/`([a-z][\w-]*)`/g)].map((m) => m[1]));
  for (const line of body) {
    if (/^#{1,4}\s/.test(line)) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    const programs = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    if (!programs.length) continue;
    const packages = [...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    const usedBy = cells[2] ?? '';
    rows.push({
      programs,
      packages,
      npmTest: usedBy.includes('`npm test`') && !/optional/i.test(usedBy),
    });
  }
  if (!rows.length) throw new Error('the README\'s "System programs" section lists no program');
  return { rows, basics };
}
