import http from 'node:http';
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  sleep,
  type Answered,
  type Build,
  type Context,
  type Transport,
} from './settings';

/**
 * The open loop: `rate` requests a second on a fixed schedule for SECONDS, on a pool of up to
 * CONNECTIONS keep-alive connections, each request for the next customer in turn. A request is
 * never held back by a slow answer, and its latency counts from when it was due (a request
 * waiting for a free connection waits on the clock), so a stall shows in the figures.
 */
export async function openLoop(
  base: string,
  rate: number,
  build: Build,
  answered: Answered,
  nextCustomer: () => number,
  seconds: number,
): Promise<Transport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(base);
  const transport: Transport = { errors: 0, timeouts: 0 };
  const total = Math.round(rate * seconds);
  const interval = 1e9 / rate;
  const start = process.hrtime.bigint();
  const inFlight = new Set<Promise<void>>();
  const fire = (due: bigint) =>
    new Promise<void>((resolve) => {
      const context: Context = { customer: nextCustomer(), op: 'portfolio' };
      const request = build(context);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.body
            ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
            : request.headers,
          agent,
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - due) / 1e6;
            answered(
              ms,
              res.statusCode ?? 0,
              Buffer.concat(chunks).toString('utf8'),
              context,
              res.headers,
            );
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        transport.timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        transport.errors += 1;
        resolve();
      });
      req.end(request.body);
    });
  let sent = 0;
  while (sent < total) {
    const elapsed = Number(process.hrtime.bigint() - start);
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    for (; sent < due; sent += 1) {
      const promise = fire(start + BigInt(Math.round(sent * interval))).finally(() =>
        inFlight.delete(promise),
      );
      inFlight.add(promise);
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return transport;
}

/** The closed loop (LOAD_RATE=max): autocannon, as fast as the cluster answers. */
export async function closedLoop(
  base: string,
  build: Build,
  answered: Answered,
  nextCustomer: () => number,
  seconds: number,
): Promise<Transport> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>, context: Context & { t0: bigint }) => {
          context.customer ??= nextCustomer();
          context.t0 = process.hrtime.bigint();
          return { ...req, ...build(context) };
        },
        onResponse: (
          status: number,
          body: string,
          context: Context & { t0: bigint },
          headers: Record<string, string> | string[],
        ) =>
          answered(
            Number(process.hrtime.bigint() - context.t0) / 1e6,
            status,
            body,
            context,
            headers,
          ),
      },
    ],
  } as unknown as Parameters<typeof autocannon>[0]);
  return { errors: result.errors, timeouts: result.timeouts };
}

export async function waitFor(url: string, seconds: number, status = 200): Promise<void> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer ${status} in ${seconds} s`);
    await sleep(200);
  }
}
