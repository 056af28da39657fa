import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '@saf/contract';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

// Authentication comes before the body: an anonymous caller's body is never read, parsed or
// validated, whatever its size or shape (docs/SECURITY.md, "Authenticate before the body").
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const authenticated = (routeList as readonly RouteDef[]).filter(
  (def) => def.auth !== 'public' && def.method !== 'GET' && !def.devOnly,
);
const url = (def: RouteDef) => def.path.replace(/:(\w+)/g, 'SUS-2026-000001');

describe('authentication before the body', () => {
  it('a multi-megabyte malformed body without a token is answered 401, not parsed', async () => {
    // 3 MB of broken JSON: parsed, it would be 400; over the route's limit, 413.
    const payload = `{"receipt":"${'A'.repeat(3 * 1024 * 1024)}`;
    const receipt = authenticated.find((d) => d.operationId === 'transferReceipt');
    expect(receipt).toBeDefined();
    for (const def of authenticated) {
      const res = await t.app.inject({
        method: def.method,
        url: url(def),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([def.operationId, res.statusCode, json(res)['code']]).toEqual([
        def.operationId,
        401,
        'UNAUTHORIZED',
      ]);
    }
  });

  it('a well-formed body that fails validation without a token is answered 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/SUS-2026-000001/transfer-receipt',
      payload: { operation_number: 'x', receipt: 'A'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res)['code']).toBe('UNAUTHORIZED');
  });

  it('with a token the body is read and validated as before', async () => {
    await insertUser(t, { email: 'cuerpo@demo.pe' });
    const token = await loginToken(t.app, 'cuerpo@demo.pe');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/SUS-2026-000001/transfer-receipt',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: '{"receipt":',
    });
    expect(malformed.statusCode).toBe(400);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/orders/SUS-2026-000001/transfer-receipt',
      headers: bearer(token),
      payload: { operation_number: 'x', receipt: 'AAAA' },
    });
    expect(invalid.statusCode).toBe(400);
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/orders/SUS-2026-000001/transfer-receipt',
      headers: bearer(token),
      payload: {
        operation_number: '123456',
        receipt: Buffer.from(`%PDF-1.4\n${'0'.repeat(64)}`).toString('base64'),
      },
    });
    // Past authentication and validation, the service answers: the order is not this customer's.
    expect(json(valid)['code']).toBe('NOT_FOUND');
  });
});
