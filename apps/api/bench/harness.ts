import Fastify, { type FastifyInstance } from 'fastify';
import type { Result } from 'autocannon';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { buildServer } from '../src/server';

// What the HTTP benchmarks share: the server on a scratch database, the bare reference route,
// their addresses and the number formats.

/** Each phase's length in seconds (BENCH_SECONDS, 1 to 60, 10 by default). */
export const SECONDS = Math.max(1, Math.min(60, Number(process.env['BENCH_SECONDS'] ?? 10)));

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The answers of a phase by status code: `200×5120 429×3`. */
export function statuses(r: Result): string {
  return Object.entries(r.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
}

/**
 * The real server on a fresh database (in-memory PGlite, or a new PostgreSQL database dropped
 * by `close` when DATABASE_URL is set), with the login limits raised for the benchmark only
 * (every request comes from 127.0.0.1) and `env` on top; beside it the reference, Fastify alone
 * with one route answering a small JSON object. Neither listens yet (`listen`).
 */
export async function benchServers(env: Record<string, string> = {}) {
  const { database, label, drop } = await openScratchDatabase({
    prefix: 'saf_bench',
    url: process.env['DATABASE_URL'],
    max: Number(process.env['BENCH_POOL'] ?? 20),
  });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    LOGIN_IP_LIMIT: '1000000',
    CODE_IP_LIMIT: '1000000',
    SEND_IP_LIMIT: '1000000',
    SEND_DESTINATION_LIMIT: '1000000',
    SEND_GLOBAL_EMAIL_LIMIT: '1000000',
    ...env,
  });
  const app = await buildServer(config, { database });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare', version: 1 }));
  return {
    database,
    label,
    config,
    app,
    bare,
    /** Both on ephemeral ports of 127.0.0.1: their base addresses. */
    async listen(): Promise<{ base: string; bareBase: string }> {
      await app.listen({ host: '127.0.0.1', port: 0 });
      await bare.listen({ host: '127.0.0.1', port: 0 });
      return { base: baseOf(app), bareBase: baseOf(bare) };
    },
    async close() {
      await bare.close();
      await app.close();
      await drop();
    },
  };
}

function baseOf(server: FastifyInstance): string {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Runs a benchmark's main and exits with its code (1 when it throws). */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
