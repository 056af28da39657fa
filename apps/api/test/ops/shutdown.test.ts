import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/lib/net';
import { freshDatabase } from '../helpers';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The API as production runs it: its own process (from source here; the build runs the same
 * `main`), on the test database, answering over TCP.
 */
async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saf-shutdown-'));
  // PostgreSQL when DATABASE_URL is set: a scratch database of its own; else PGlite on disk.
  const scratch = process.env['DATABASE_URL'] ? await freshDatabase() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ORDER_DESK_INTERVAL_SECONDS: '0',
      DATABASE_URL: scratch?.database.url ?? '',
      // With Redis (CI), counters of their own: these failed logins must not count against
      // 127.0.0.1 for another suite sharing the server.
      REDIS_PREFIX: `saf:test-shutdown:${port}:`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 90_000;
  while (!output.includes('API on ')) {
    if (child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API took too long to start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

describe('graceful shutdown', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  /** A failed login (another address each time): a full argon2id hash, so it takes a while. */
  let n = 0;
  const failedLogin = () =>
    JSON.stringify({ email: `nadie${(n += 1)}@demo.pe`, password: 'Una-Clave-1' });
  const loginAt = (base: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: failedLogin(),
    }).then(
      async (res) => ({ status: res.status, code: ((await res.json()) as { code: string }).code }),
      (err: unknown) => ({
        status: 0,
        code: `${String(err)} ${String((err as { cause?: unknown }).cause)}`,
      }),
    );

  /**
   * A failed login sent in two halves: the headers and the start of the body now, the rest when
   * `finish` is called. Until then the request has reached the server and waits for its body.
   */
  const halfSentLogin = (base: string) => {
    const body = failedLogin();
    const req = http.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; code: string }>((resolve) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            code: (JSON.parse(text) as { code: string }).code,
          }),
        );
      });
      req.on('error', (err) => resolve({ status: 0, code: String(err) }));
    });
    req.write(body.slice(0, 10));
    return { answer, finish: () => req.end(body.slice(10)) };
  };

  it('without a drain: the requests in flight when SIGTERM comes are answered, then exit 0', async () => {
    // Info logs say when each request has reached the server ("incoming request") and when the
    // signal has ("shutting down"). The requests are in flight for certain: their bodies are
    // only finished after the signal, so none can have been answered before it.
    const api = await startApi({ LOGIN_IP_LIMIT: '1000', LOG_LEVEL: 'info' });
    cleanups.push(async () => {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await api.cleanup();
    });
    const inFlight = Array.from({ length: 48 }, () => halfSentLogin(api.base));
    const received = () => api.output().split('"incoming request"').length - 1;
    while (received() < 48) await new Promise((r) => setTimeout(r, 5));
    api.child.kill('SIGTERM');
    while (!api.output().includes('"shutting down"')) await new Promise((r) => setTimeout(r, 5));
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    expect(
      answers.filter((a) => a.status !== 400 || a.code !== '100008'),
      api.output().slice(-3000),
    ).toEqual([]);
    expect(await api.exited, api.output().slice(-3000)).toBe(0);
    const log = api.output();
    expect(log.indexOf('"shutting down"')).toBeLessThan(log.indexOf('"request completed"'));
  }, 150_000);

  it('on SIGTERM: not ready at once, every request in flight answered, then exit 0', async () => {
    const api = await startApi({
      SHUTDOWN_DRAIN_MS: '4000',
      LOG_LEVEL: 'info',
      // Every login below fails on purpose (each of another address, so no account locks); the
      // address's own limit must not be what answers either.
      LOGIN_IP_LIMIT: '1000',
    });
    cleanups.push(async () => {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await api.cleanup();
    });
    expect((await fetch(`${api.base}/readyz`)).status).toBe(200);

    // Logins of unknown accounts: each runs a full argon2id hash (equal work), so 24 of them
    // keep the server busy for a while and are still in flight when SIGTERM arrives.
    const login = () => loginAt(api.base);
    const inFlight = Array.from({ length: 24 }, login);
    // SIGTERM once the server has received all of them (a connection it has not read from yet
    // may be closed at the end: the load balancer retries those).
    const received = () => api.output().split('"incoming request"').length - 1;
    while (received() < 25) await new Promise((r) => setTimeout(r, 5));
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));

    // Draining: the probe says "take me out", and a request that still comes is served.
    const probe = await fetch(`${api.base}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ status: 'shutting down' });
    const late = await login();

    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a.status !== 400)).toEqual([]);
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set(['100008']));
    expect(late).toEqual({ status: 400, code: '100008' });

    expect(await api.exited).toBe(0);
    expect(api.output()).not.toMatch(/shutdown took too long/);
    // Nothing listens any more.
    await expect(fetch(`${api.base}/healthz`)).rejects.toThrow();
  }, 150_000);
});
