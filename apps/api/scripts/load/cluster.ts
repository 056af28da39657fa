import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/lib/net';
import { API_ROOT } from '../../src/lib/paths';
import { REDIS_URL, SLOWSTART_SECONDS, sleep } from './settings';
import { waitFor } from './loops';

export interface Cluster {
  /** Instances 1 and 2, and the port instance 1's successor takes over on (a rolling restart). */
  ports: number[];
  /** Starts instance `i` (0, 1, or 2: instance 1's successor) on its port. */
  start(i: number): ChildProcess;
  /** The instances serving now (the restart replaces the first). */
  instances: ChildProcess[];
  /** HAProxy's address. */
  base: string;
}

/**
 * Two instances of the production build in production mode on the scratch database and Redis,
 * behind HAProxy, both ready. Every process started is pushed on `children` (stopped at the end).
 */
export async function startCluster(options: {
  root: string;
  tmp: string;
  haproxy: string;
  databaseUrl: string;
  counterpartsEnv: Record<string, string>;
  children: ChildProcess[];
}): Promise<Cluster> {
  const { root, tmp, haproxy, children } = options;
  const redis = REDIS_URL;
  const ports = [await freePort(), await freePort(), await freePort()];
  const front = await freePort();
  const env = {
    ...process.env,
    ...options.counterpartsEnv,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: redis,
    // This run's own counters, whatever earlier runs or tests left in the same Redis.
    REDIS_PREFIX: `saf:load:${randomUUID().slice(0, 8)}:`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORTAL_DIR: path.join(root, 'apps', 'portal', 'dist'),
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: '1500',
    ORDER_DESK_INTERVAL_SECONDS: '5',
  };
  const start = (i: number) => {
    // LOAD_PROFILE=1: instance 2 (never restarted) writes a CPU profile under .tmp/load/.
    const profile =
      process.env['LOAD_PROFILE'] && i === 1 ? ['--cpu-prof', `--cpu-prof-dir=${tmp}`] : [];
    const child = spawn(process.execPath, [...profile, 'dist/main.js'], {
      cwd: API_ROOT,
      env: { ...env, PORT: String(ports[i]) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const instances = [start(0), start(1)];
  await Promise.all(ports.slice(0, 2).map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, 120)));
  const cfg = path.join(tmp, 'haproxy.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option http-keep-alive
  option forwardfor
  # A request that found an instance going away is sent to the other one (orders carry an
  # Idempotency-Key, so a retried POST cannot place twice).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
frontend portal
  bind 127.0.0.1:${front}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # An instance back from a restart gets its share of the traffic over 10 s, not at once: its
  # code is not compiled yet, and on two cores its start competes with the other instance.
  default-server inter 400ms fall 1 rise 2 slowstart ${SLOWSTART_SECONDS}s
  server api1 127.0.0.1:${ports[0]} check
  server api2 127.0.0.1:${ports[1]} check
  # Instance 1's successor: down (nothing listens) until the restart starts it.
  server api1b 127.0.0.1:${ports[2]} check
`,
  );
  // @program haproxy
  children.push(spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] }));
  const base = `http://127.0.0.1:${front}`;
  await waitFor(`${base}/readyz`, 30);
  return { ports, start, instances, base };
}

/** What the rolling restart did: instance 1's exit code, the successor's start, the events. */
export interface Restarted {
  exitCode: number | null;
  /** Seconds the successor took to be ready. */
  seconds: number;
  /** Each event's time, in seconds since the measured load started. */
  events: Record<string, number>;
}

/**
 * Halfway, instance 1 is restarted as a rolling deploy does it on two instances: its successor
 * starts and is ready (HAProxy ramps it up), then instance 1 gets SIGTERM and drains. Stopping
 * it first would leave one instance, one core's worth, to carry the whole load meanwhile.
 */
export async function restartHalfway(
  cluster: Cluster,
  loadSeconds: number,
  loadStart: () => number,
): Promise<Restarted> {
  const { start, ports, instances } = cluster;
  await sleep((loadSeconds * 1000) / 2);
  const t0 = Date.now();
  const at = () => +((Date.now() - loadStart()) / 1000).toFixed(1);
  const events: Record<string, number> = { 'successor started': at() };
  const successor = start(2);
  await waitFor(`http://127.0.0.1:${ports[2]}/readyz`, 60);
  const ready = (Date.now() - t0) / 1000;
  events['successor ready'] = at();
  // HAProxy sees it up after two checks 400 ms apart, then ramps its share up over the
  // slow start: instance 1 leaves only when the successor takes a full share, or instance 2
  // would carry most of the load alone meanwhile.
  await sleep(1000 + SLOWSTART_SECONDS * 1000);
  const old = instances[0]!;
  const exited = new Promise<number | null>((r) => old.once('exit', (code) => r(code)));
  events['instance 1 SIGTERM'] = at();
  old.kill('SIGTERM');
  const code = await exited;
  events['instance 1 exited'] = at();
  instances[0] = successor;
  return { exitCode: code, seconds: ready, events };
}
