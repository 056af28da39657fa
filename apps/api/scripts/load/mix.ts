import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../src/seeds/demo';
import { MIX, type Answered, type Context, type LoadRequest, type Op } from './settings';

/** What the answers of the measured load tell, as they come. */
export interface LoadRecord {
  latencies: Map<Op, number[]>;
  /** Latencies by the 5-second window they were answered in: where a stall happened. */
  windows: number[][];
  /** Latencies by the second they were answered in, for the restart's timeline. */
  seconds: number[][];
  outcomes: Map<string, number>;
  /** The references of the orders the cluster acknowledged. */
  acknowledged: string[];
  /** Retried subscriptions answered again (`Idempotent-Replayed`). */
  replays: number;
  /** When the measured load started (Date.now()). */
  loadStart: number;
}

/**
 * The mix's requests and what their answers tell: `build` makes a customer's next operation
 * (drawn from MIX with a fixed seed), `answered` records its answer in `record` (and keeps the
 * customer's renewed token and last answered subscription key).
 */
export function loadMix(options: {
  tokens: string[];
  emails: string[];
  /** Each customer's account in soles, by e-mail address (where rescues are paid). */
  accounts: Map<string, number>;
}) {
  const { tokens, emails, accounts } = options;
  let seed = 20261126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = (): Op => {
    let r = random() * 100;
    for (const [op, weight] of MIX) if ((r -= weight) < 0) return op;
    return 'portfolio';
  };
  const record: LoadRecord = {
    latencies: new Map<Op, number[]>(MIX.map(([op]) => [op, []])),
    windows: [],
    seconds: [],
    outcomes: new Map<string, number>(),
    acknowledged: [],
    replays: 0,
    loadStart: Date.now(),
  };
  const { latencies, windows, seconds, acknowledged, outcomes } = record;
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

  /** Each customer's last subscription key that was answered (autocannon resets contexts). */
  const answeredKeys = new Map<number, string>();

  /** The request of one customer's next operation. */
  const build = (context: Context): LoadRequest => {
    const c = context.customer;
    const op = pick();
    context.op = op;
    const auth = { authorization: `Bearer ${tokens[c]}` };
    const json = { 'content-type': 'application/json' };
    switch (op) {
      case 'login':
        // A customer's login: the captcha (Turnstile here) guards only the anonymous public
        // login, so none is sent.
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          body: JSON.stringify({ email: emails[c], password: DEMO_PASSWORD }),
        };
      case 'portfolio':
        return { method: 'GET', path: '/api/portfolio', headers: auth };
      case 'funds':
        return { method: 'GET', path: '/api/funds', headers: auth };
      case 'history':
        return {
          method: 'GET',
          path: `/api/funds/${random() < 0.5 ? 'RCPS' : 'BALS'}/history?range=1Y`,
          headers: auth,
        };
      case 'movements':
        return { method: 'GET', path: '/api/movements', headers: auth };
      case 'subscribe': {
        // One in ten is a retry of the customer's last order with its key (one the cluster
        // already answered): answered again, placed once.
        const last = answeredKeys.get(c);
        const key = last && random() < 0.1 ? last : `carga-${randomUUID()}`;
        context.key = key;
        return {
          method: 'POST',
          path: '/api/subscriptions',
          headers: { ...auth, ...json, 'idempotency-key': key },
          body: JSON.stringify({
            fund_code: 'RCPS',
            series: '000',
            amount: '1000.00',
            funds_origin: 'SAVINGS',
          }),
        };
      }
      case 'rescue':
        return {
          method: 'POST',
          path: '/api/rescues',
          headers: { ...auth, ...json, 'idempotency-key': `carga-${randomUUID()}` },
          body: JSON.stringify({
            fund_code: random() < 0.5 ? 'RCPS' : 'RMPS',
            series: '000',
            mode: 'AMOUNT',
            amount: '200.00',
            bank_account_id: accounts.get(emails[c]!),
          }),
        };
    }
  };
  /** What an answer tells: its latency, its outcome, an order acknowledged, a new token. */
  const answered: Answered = (ms, status, body, context, headers) => {
    latencies.get(context.op)!.push(ms);
    (windows[Math.floor((Date.now() - record.loadStart) / 5000)] ??= []).push(ms);
    (seconds[Math.floor((Date.now() - record.loadStart) / 1000)] ??= []).push(ms);
    let code = '';
    if (status >= 400) {
      try {
        code = (JSON.parse(body) as { code?: string }).code ?? '';
      } catch {
        code = 'unparsed';
      }
    }
    count(`${context.op} ${status}${code ? ` ${code}` : ''}`);
    if (status === 201 && (context.op === 'subscribe' || context.op === 'rescue')) {
      // Both answer the order itself: a subscription (Order) or a rescue (Rescue).
      const { reference } = JSON.parse(body) as { reference?: string };
      if (reference) acknowledged.push(reference);
      // autocannon hands the raw header list ([name, value, …]) or an object.
      const replayed = Array.isArray(headers)
        ? headers.some(
            (h, i) =>
              i % 2 === 0 && h.toLowerCase() === 'idempotent-replayed' && headers[i + 1] === 'true',
          )
        : headers['idempotent-replayed'] === 'true';
      if (replayed) record.replays += 1;
      if (context.op === 'subscribe' && context.key)
        answeredKeys.set(context.customer, context.key);
    }
    if (context.op === 'login' && status === 200) {
      const token = (JSON.parse(body) as { token?: string }).token;
      if (token) tokens[context.customer] = token;
    }
  };

  return { build, answered, record };
}
