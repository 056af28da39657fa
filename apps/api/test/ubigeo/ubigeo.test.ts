import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, isUbigeoDistrictCode, ubigeoListResponseSchema } from '@saf/contract';
import { ubigeoIndex } from '../../src/modules/ubigeo/routes';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

/** The counts the folder's README states for the shipped list (INEI 2025). */
const COUNTS = { departments: 25, provinces: 196, districts: 1891 };

describe('the INEI ubigeo list', () => {
  const { data } = ubigeoIndex();

  it('has the counts its README states', () => {
    expect(data.departments).toHaveLength(COUNTS.departments);
    expect(data.provinces).toHaveLength(COUNTS.provinces);
    expect(data.districts).toHaveLength(COUNTS.districts);
    const readme = readFileSync(
      new URL('../../src/modules/ubigeo/README.md', import.meta.url),
      'utf8',
    );
    expect(readme).toContain(`**${COUNTS.departments} departments**`);
    expect(readme).toContain(`**${COUNTS.provinces} provinces**`);
    expect(readme).toContain(`**${COUNTS.districts.toLocaleString('en')} districts**`);
    expect(readme).toContain(`**${data.date}**`);
  });

  it('has well-formed, unique codes, each under an existing parent', () => {
    const departments = new Set(data.departments.map(([code]) => code));
    const provinces = new Set(data.provinces.map(([code]) => code));
    const districts = new Set(data.districts.map(([code]) => code));
    expect(departments.size).toBe(data.departments.length);
    expect(provinces.size).toBe(data.provinces.length);
    expect(districts.size).toBe(data.districts.length);
    for (const code of departments) expect(code).toMatch(/^\d{2}$/);
    for (const code of provinces) expect(departments.has(code.slice(0, 2)), code).toBe(true);
    for (const code of districts) {
      expect(isUbigeoDistrictCode(code), code).toBe(true);
      expect(provinces.has(code.slice(0, 4)), code).toBe(true);
    }
    for (const [, name] of [...data.departments, ...data.provinces, ...data.districts])
      expect(name).toMatch(/^\S(.*\S)?$/);
  });
});

describe('GET /api/ubigeo', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'residencia@demo.pe', name: 'Rosa' });
    token = await loginToken(t.app, 'residencia@demo.pe');
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ubigeo${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return ubigeoListResponseSchema.parse(json(res)).items;
  };
  const sortedByName = (items: { name: string }[]) =>
    [...items].sort((a, b) => a.name.localeCompare(b.name, 'es'));

  it('answers the 25 departments, Callao among them, sorted by name', async () => {
    const items = await list();
    expect(items).toHaveLength(COUNTS.departments);
    expect(items).toContainEqual({ code: '07', name: 'Callao' });
    expect(items).toContainEqual({ code: '15', name: 'Lima' });
    expect(items).toContainEqual({ code: '02', name: 'Áncash' });
    expect(items.map((i) => i.name)).toEqual(sortedByName(items).map((i) => i.name));
    // Áncash sorts with the A's, not after Z.
    expect(items.findIndex((i) => i.code === '02')).toBeLessThan(
      items.findIndex((i) => i.code === '04'),
    );
  });

  it('answers the provinces of a department', async () => {
    const items = await list('?department=15');
    expect(items).toContainEqual({ code: '1501', name: 'Lima' });
    expect(items).toContainEqual({ code: '1506', name: 'Huaral' });
    expect(items.every((i) => i.code.startsWith('15'))).toBe(true);
    expect(items.map((i) => i.name)).toEqual(sortedByName(items).map((i) => i.name));
    const callao = await list('?department=07');
    expect(callao).toEqual([{ code: '0701', name: 'Callao' }]);
  });

  it('answers the districts of a province', async () => {
    const items = await list('?province=1501');
    expect(items).toContainEqual({ code: '150122', name: 'Miraflores' });
    expect(items).toContainEqual({ code: '150131', name: 'San Isidro' });
    expect(items).toHaveLength(43);
    expect(items.every((i) => i.code.startsWith('1501'))).toBe(true);
    expect(items.map((i) => i.name)).toEqual(sortedByName(items).map((i) => i.name));
  });

  it('answers NOT_FOUND for a code that is not on the list', async () => {
    for (const query of ['?department=99', '?department=00', '?province=1599', '?province=9901']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ubigeo${query}`,
        headers: bearer(token),
      });
      expectError(res, 404, 'NOT_FOUND', ERRORS.NOT_FOUND.message);
    }
  });

  it('answers VALIDATION_ERROR for a malformed code or both codes', async () => {
    for (const query of [
      '?department=5',
      '?department=150',
      '?department=AB',
      '?province=15',
      '?province=150122',
      '?province=15O1',
      '?department=15&province=1501',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ubigeo${query}`,
        headers: bearer(token),
      });
      expectError(res, 400, 'VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message);
    }
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ubigeo' });
    expectError(res, 401, 'UNAUTHORIZED', ERRORS.UNAUTHORIZED.message);
  });
});
