import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Restarted } from './cluster';
import type { LoadRecord } from './mix';
import { CONNECTIONS, EXPECTED, MIX, RATE, SECONDS, TARGET, type Transport } from './settings';

/** What was checked after the load, beside the figures. */
export interface Afterwards {
  /** The orders acknowledged (each once) and those of them not found in the database. */
  unique: string[];
  lost: string[];
  /** The answer of the right password after five wrong ones on alternate instances. */
  locked: { status: number; body: { code?: string } };
  /** Completed valor-cuota publications by day. */
  jobs: { run_key: string; n: number }[];
}

/**
 * Prints the figures per route, overall, by 5-second window and around the restart, and the
 * checks; writes them to `<tmp>/cluster.json`. Answers whether every check passed.
 */
export function report(
  tmp: string,
  record: LoadRecord,
  transport: Transport,
  restarted: Restarted,
  afterwards: Afterwards,
): boolean {
  const { latencies, windows, seconds, outcomes, replays } = record;
  const { unique, lost, locked, jobs } = afterwards;
  const quantile = (xs: number[], q: number) => {
    if (!xs.length) return 0;
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const all = [...latencies.values()].flat();
  const errors = [...outcomes.entries()].filter(([key]) => {
    const [, status, code] = key.split(' ');
    const s = Number(status);
    return s >= 500 || s === 0 || (s >= 400 && !EXPECTED.has(code ?? ''));
  });
  const rows = MIX.map(([op]) => {
    const xs = latencies.get(op)!;
    return {
      route: op,
      requests: xs.length,
      rps: +(xs.length / SECONDS).toFixed(1),
      p50: +quantile(xs, 0.5).toFixed(1),
      p95: +quantile(xs, 0.95).toFixed(1),
      p99: +quantile(xs, 0.99).toFixed(1),
      max: +Math.max(0, ...xs).toFixed(1),
    };
  });
  const overall = {
    requests: all.length,
    rps: +(all.length / SECONDS).toFixed(1),
    p50: +quantile(all, 0.5).toFixed(1),
    p95: +quantile(all, 0.95).toFixed(1),
    p99: +quantile(all, 0.99).toFixed(1),
    max: +Math.max(0, ...all).toFixed(1),
    socketErrors: transport.errors,
    timeouts: transport.timeouts,
  };
  console.info('\nroute        requests   req/s    p50    p95    p99    max (ms)');
  for (const r of rows)
    console.info(
      `${r.route.padEnd(12)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)} ${[r.p50, r.p95, r.p99, r.max].map((v) => v.toFixed(1).padStart(6)).join(' ')}`,
    );
  console.info('Overall:', overall);
  console.info(
    `By 5-second window (instance 1 restarts at ${SECONDS / 2} s), p99 ms: ${windows.map((xs, i) => `${i * 5}s ${quantile(xs ?? [], 0.99).toFixed(0)}`).join(' · ')}`,
  );
  console.info(
    `The restart, second by second (answers, p99 ms): ${Object.entries(restarted.events)
      .map(([name, t]) => `${name} at ${t} s`)
      .join(', ')}\n  ${seconds
      .map((xs, i) => ({ i, xs: xs ?? [] }))
      .filter(
        ({ i }) => i >= SECONDS / 2 - 2 && i <= (restarted.events['instance 1 exited'] ?? 0) + 3,
      )
      .map(({ i, xs }) => `${i}s ${xs.length}/${quantile(xs, 0.99).toFixed(0)}`)
      .join(' · ')}`,
  );
  console.info('Answers:', Object.fromEntries([...outcomes.entries()].sort()));
  const checks = {
    [`${overall.rps} req/s ≥ ${TARGET.rps}`]: overall.rps >= TARGET.rps,
    [`p99 ${overall.p99} ms ≤ ${TARGET.p99}`]: overall.p99 <= TARGET.p99,
    [`no error but business refusals (${errors.length} kinds)`]:
      errors.length === 0 && transport.errors === 0 && transport.timeouts === 0,
    [`every acknowledged order stored (${unique.length}, lost ${lost.length})`]: lost.length === 0,
    'no session broke (no 401)': ![...outcomes.keys()].some((k) => k.split(' ')[1] === '401'),
    [`instance 1 restarted mid-load (successor ready in ${restarted.seconds.toFixed(1)} s, then SIGTERM: exit ${restarted.exitCode})`]:
      restarted.exitCode === 0,
    [`lockout shared across instances (${locked.body.code ?? locked.status})`]:
      locked.body.code === '100007',
    [`each publication ran once (${jobs.length} days)`]: jobs.every((j) => Number(j.n) === 1),
    [`retried subscriptions answered again, placed once (${replays})`]: replays > 0,
  };
  console.info(`Idempotent replays answered: ${replays}`);
  if (errors.length) console.info('Errors:', Object.fromEntries(errors));
  for (const [name, ok] of Object.entries(checks)) console.info(`${ok ? '✓' : '✗'} ${name}`);
  writeFileSync(
    path.join(tmp, 'cluster.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cores: os.cpus().length,
        seconds: SECONDS,
        rate: RATE ?? 'max',
        connections: CONNECTIONS,
        mix: Object.fromEntries(MIX),
        rows,
        overall,
        outcomes: Object.fromEntries(outcomes),
        restarted,
        replays,
        checks,
      },
      null,
      2,
    ),
  );
  return Object.values(checks).every(Boolean);
}
