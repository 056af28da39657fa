import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  DOCUMENT_PHOTO_MAX_BYTES,
  ERRORS,
  clientDataSchema,
  clientDataStatusSchema,
  completeClientDataResponseSchema,
  type ClientData,
  type ClientStepName,
} from '@saf/contract';
import { seedWatchlist } from '../../src/seeds/demo';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { amlScreenings, clientData, documentPhotos, users } from '../../src/db/schema';
import { yearlyUpdateDue } from '../../src/modules/participant/yearly';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  PASSWORD,
  type TestServer,
} from '../helpers';

/** Lima is UTC−5 all year. */
const lima = (iso: string) => new Date(`${iso}-05:00`);
const TODAY = '2026-03-10';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 64 }, (_, i) => i)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(32).fill(7)]);
const GIF = Buffer.from('GIF89a' + 'x'.repeat(40));
const b64 = (b: Buffer) => b.toString('base64');

/** A valid answer for every step (a single customer; the spouse's for a married one). */
const STEPS: Record<ClientStepName, Record<string, unknown>> = {
  DOCUMENT: { issue_date: '2022-05-01', expiry_date: '2030-05-01' },
  IDENTIFICATION: {
    name: 'Ana',
    lastname: 'Torres Vela',
    birth_date: '1990-05-14',
    sex: 'F',
    birth_country: 'PE',
    birth_place: 'Arequipa',
    nationality: 'PE',
    education_level: 'UNIVERSITY',
    civil_status: 'SINGLE',
  },
  INFORMATION: {
    employment_status: 'SELF_EMPLOYED',
    occupation: 'Arquitecta',
    income_band: 'FROM_10K_TO_15K',
    fund_source: 'SAVINGS',
    investment_purpose: 'GROWTH',
    transaction_volume: '1000-9999',
  },
  RESIDENCE: { country: 'PE', district: '150122', address: 'Av. Larco 1150, dpto. 402' },
  PEP: { is_pep: false, is_pep_relative: false },
  BENEFICIARY: { own_behalf: true },
  SPOUSE: {
    name: 'Luis',
    lastname: 'Paz Rojas',
    document_type: '01',
    number_document: '43333334',
    property_regime: 'COMMUNITY',
  },
  SPOUSE_PEP: { is_pep: false, is_pep_relative: false },
  SPOUSE_BENEFICIARY: { own_behalf: true },
};
const OWN: ClientStepName[] = [
  'DOCUMENT',
  'IDENTIFICATION',
  'INFORMATION',
  'RESIDENCE',
  'PEP',
  'BENEFICIARY',
];
const SPOUSE: ClientStepName[] = ['SPOUSE', 'SPOUSE_PEP', 'SPOUSE_BENEFICIARY'];
const MARRIED = { ...STEPS.IDENTIFICATION, civil_status: 'MARRIED' };
const DECLARED = { truthful: true, lawful_funds: true, update_duty: true };

describe('client-data wizard (/api/participant/client-data)', () => {
  let t: TestServer;
  let dni = 41000000;
  beforeAll(async () => {
    t = await createTestServer();
    t.clock.set(lima(`${TODAY}T10:00:00`));
    await seedWatchlist(t.database.db, t.clock.now());
  });
  afterAll(() => t.close());

  /**
   * A new customer with a validated DNI (the facial sandbox passes documents ending 0–5) and
   * calls as them. The token is taken again after the clock moves.
   */
  async function customer(
    over: { numberDocument?: string; name?: string; lastname?: string } = {},
  ) {
    dni += 10;
    const email = `c${dni}@demo.pe`;
    const user = await insertUser(t, {
      email,
      name: 'Ana',
      lastname: 'Torres Vela',
      documentType: '01',
      numberDocument: String(dni),
      birthDate: '1990-05-14',
      identityValidatedAt: t.clock.now(),
      ...over,
    });
    let token = await loginToken(t.app, email);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const c = {
      user,
      email,
      relogin: async () => {
        token = await loginToken(t.app, email);
        return token;
      },
      get: () => call('GET', '/api/participant/client-data'),
      status: async () => {
        const res = await call('GET', '/api/participant/client-data/status');
        expect(res.statusCode, res.body).toBe(200);
        return clientDataStatusSchema.parse(json(res));
      },
      data: async () => clientDataSchema.parse(json(await c.get())),
      save: (step: ClientStepName, data: object = STEPS[step]) =>
        call('PUT', '/api/participant/client-data', { step, data }),
      photo: (side: string, image: string) =>
        call('PUT', `/api/participant/client-data/photos/${side}`, { image }),
      photos: async () => {
        expect((await c.photo('front', b64(JPEG))).statusCode).toBe(200);
        expect((await c.photo('back', b64(PNG))).statusCode).toBe(200);
      },
      complete: (body: object = DECLARED) =>
        call('POST', '/api/participant/client-data/complete', body),
      /** A facial check for onboarding through the real routes. */
      facial: async () => {
        const session = await call('POST', '/api/toc/sessions', { purpose: 'ONBOARDING' });
        const id = json<{ session_id: string }>(session).session_id;
        const res = await call('POST', `/api/toc/sessions/${id}/selfie`, { image: b64(JPEG) });
        return json<{ result: string }>(res).result;
      },
      /** Photos and every step of a sequence, in order. */
      walk: async (
        steps: ClientStepName[] = OWN,
        data: Partial<Record<ClientStepName, object>> = {},
      ) => {
        await c.photos();
        for (const step of steps) {
          const res = await c.save(step, data[step] ?? STEPS[step]);
          expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
        }
      },
    };
    return c;
  }

  const ok = (res: LightMyRequestResponse): ClientData => {
    expect(res.statusCode, res.body).toBe(200);
    return clientDataSchema.parse(json(res));
  };
  const details = (res: LightMyRequestResponse) =>
    json<{ details?: { path: string }[] }>(res).details?.map((d) => d.path) ?? [];

  describe('before the first step', () => {
    it('answers NONE with the document and names identity validation gave, and the single sequence', async () => {
      const c = await customer({ name: 'Rosa', lastname: 'Quispe Huamán' });
      const data = await c.data();
      expect(data).toMatchObject({
        status: 'NONE',
        document: { document_type: '01', number_document: c.user.numberDocument },
        prefill: { name: 'Rosa', lastname: 'Quispe Huamán', birth_date: '1990-05-14' },
        sequence: OWN,
        completed: [],
        current_step: 'DOCUMENT',
        photos: { front: false, back: false },
        completed_at: null,
        aml_outcome: null,
      });
      expect(Object.values(data.steps).every((s) => s === null)).toBe(true);
    });

    it('asks for a validated identity first', async () => {
      await insertUser(t, { email: 'sindoc@demo.pe' });
      const token = await loginToken(t.app, 'sindoc@demo.pe');
      const msg = ERRORS.IDENTITY_NOT_VALIDATED.message;
      for (const res of [
        await t.app.inject({
          method: 'GET',
          url: '/api/participant/client-data',
          headers: bearer(token),
        }),
        await t.app.inject({
          method: 'GET',
          url: '/api/participant/client-data/status',
          headers: bearer(token),
        }),
        await t.app.inject({
          method: 'PUT',
          url: '/api/participant/client-data',
          headers: bearer(token),
          payload: { step: 'DOCUMENT', data: STEPS.DOCUMENT },
        }),
        await t.app.inject({
          method: 'PUT',
          url: '/api/participant/client-data/photos/front',
          headers: bearer(token),
          payload: { image: b64(JPEG) },
        }),
      ])
        expectError(res, 409, 'IDENTITY_NOT_VALIDATED', msg);
    });
  });

  describe('photos of the DNI', () => {
    it('takes a JPEG or PNG per side, replaces the earlier one, and only says which sides are there', async () => {
      const c = await customer();
      const front = await c.photo('front', b64(JPEG));
      expect(json(front)).toEqual({ front: true, back: false });
      expect(json(await c.photo('front', `data:image/png;base64,${b64(PNG)}`))).toEqual({
        front: true,
        back: false,
      });
      expect(json(await c.photo('back', b64(PNG)))).toEqual({ front: true, back: true });
      const rows = await t.database.db
        .select()
        .from(documentPhotos)
        .where(eq(documentPhotos.userId, c.user.id));
      expect(rows.map((r) => [r.side, r.mimeType, r.size]).sort()).toEqual([
        ['back', 'image/png', PNG.length],
        ['front', 'image/png', PNG.length],
      ]);
      expect(Buffer.from(rows.find((r) => r.side === 'back')!.bytes).equals(PNG)).toBe(true);
      const answer = await c.get();
      expect(clientDataSchema.parse(json(answer)).photos).toEqual({ front: true, back: true });
      expect(answer.body).not.toContain(b64(PNG).slice(0, 20));
    });

    it('refuses what is not a JPEG or PNG by its bytes, whatever it claims to be', async () => {
      const c = await customer();
      const msg = ERRORS.BIOMETRIC_IMAGE_INVALID.message;
      expectError(await c.photo('front', b64(GIF)), 400, 'BIOMETRIC_IMAGE_INVALID', msg);
      expectError(
        await c.photo('front', `data:image/jpeg;base64,${b64(GIF)}`),
        400,
        'BIOMETRIC_IMAGE_INVALID',
        msg,
      );
      expectError(
        await c.photo('back', 'esto no es base64!!'),
        400,
        'BIOMETRIC_IMAGE_INVALID',
        msg,
      );
      expect(json(await c.photo('side', b64(JPEG)))).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((await c.data()).photos).toEqual({ front: false, back: false });
    });

    it('refuses a photo over the size limit', async () => {
      const c = await customer();
      const big = Buffer.alloc(DOCUMENT_PHOTO_MAX_BYTES + 1, 1);
      JPEG.copy(big);
      expectError(
        await c.photo('front', b64(big)),
        413,
        'PAYLOAD_TOO_LARGE',
        ERRORS.PAYLOAD_TOO_LARGE.message,
      );
      const atLimit = big.subarray(0, DOCUMENT_PHOTO_MAX_BYTES);
      expect(json(await c.photo('front', b64(atLimit)))).toEqual({ front: true, back: false });
    });
  });

  describe('each step’s rules', () => {
    it('Documento: both photos first, an expired DNI refused, no future issue date', async () => {
      const c = await customer();
      expectError(
        await c.save('DOCUMENT'),
        400,
        'DOCUMENT_PHOTOS_MISSING',
        ERRORS.DOCUMENT_PHOTOS_MISSING.message,
      );
      await c.photo('front', b64(JPEG));
      expectError(
        await c.save('DOCUMENT'),
        400,
        'DOCUMENT_PHOTOS_MISSING',
        ERRORS.DOCUMENT_PHOTOS_MISSING.message,
      );
      await c.photo('back', b64(JPEG));
      const expired = await c.save('DOCUMENT', {
        issue_date: '2018-01-01',
        expiry_date: '2026-03-09',
      });
      expectError(expired, 400, 'DOCUMENT_EXPIRED', ERRORS.DOCUMENT_EXPIRED.message);
      expect(details(expired)).toEqual(['body.data.expiry_date']);
      const future = await c.save('DOCUMENT', {
        issue_date: '2026-03-11',
        expiry_date: '2034-03-11',
      });
      expectError(future, 400, 'VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message);
      expect(details(future)).toEqual(['body.data.issue_date']);
      // Expiring today is still valid.
      const data = ok(await c.save('DOCUMENT', { issue_date: '2018-03-10', expiry_date: TODAY }));
      expect(data).toMatchObject({
        status: 'DRAFT',
        completed: ['DOCUMENT'],
        current_step: 'IDENTIFICATION',
      });
    });

    it('Identificación: a minor is refused with USER_NOT_LEGAL_YEAR', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT']);
      const minor = await c.save('IDENTIFICATION', {
        ...STEPS.IDENTIFICATION,
        birth_date: '2008-03-11', // 18 tomorrow
      });
      expectError(minor, 400, 'USER_NOT_LEGAL_YEAR', ERRORS.USER_NOT_LEGAL_YEAR.message);
      expect(details(minor)).toEqual(['body.data.birth_date']);
      ok(await c.save('IDENTIFICATION', { ...STEPS.IDENTIFICATION, birth_date: '2008-03-10' }));
      const bad = await c.save('IDENTIFICATION', { ...STEPS.IDENTIFICATION, name: 'Ana2' });
      expectError(bad, 400, 'VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message);
      expect(details(bad)).toEqual(['body.data.name']);
    });

    it('Información: an employee names the employer and position; "other" source says what', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT', 'IDENTIFICATION']);
      const employed = await c.save('INFORMATION', {
        ...STEPS.INFORMATION,
        employment_status: 'EMPLOYED',
        fund_source: 'OTHER',
      });
      expectError(employed, 400, 'VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message);
      expect(details(employed).sort()).toEqual([
        'body.data.employer',
        'body.data.fund_source_other',
        'body.data.position',
      ]);
      ok(
        await c.save('INFORMATION', {
          ...STEPS.INFORMATION,
          employment_status: 'EMPLOYED',
          employer: 'Estudio Misti',
          position: 'Analista',
          fund_source: 'OTHER',
          fund_source_other: 'Venta de un auto',
        }),
      );
    });

    it('Residencia: a district of the INEI list in Peru, a city abroad', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT', 'IDENTIFICATION', 'INFORMATION']);
      const unknown = await c.save('RESIDENCE', { ...STEPS.RESIDENCE, district: '159999' });
      expectError(unknown, 400, 'UBIGEO_UNKNOWN', ERRORS.UBIGEO_UNKNOWN.message);
      expect(details(unknown)).toEqual(['body.data.district']);
      // A department that does not exist.
      expectError(
        await c.save('RESIDENCE', { ...STEPS.RESIDENCE, district: '990101' }),
        400,
        'UBIGEO_UNKNOWN',
        ERRORS.UBIGEO_UNKNOWN.message,
      );
      const none = await c.save('RESIDENCE', { country: 'PE', address: 'Av. Larco 1150' });
      expect(details(none)).toEqual(['body.data.district']);
      const abroad = await c.save('RESIDENCE', { country: 'CL', address: 'Av. Providencia 1208' });
      expect(details(abroad)).toEqual(['body.data.city']);
      const saved = ok(
        await c.save('RESIDENCE', {
          country: 'CL',
          district: '150122',
          city: 'Santiago',
          address: 'Av. Providencia 1208',
        }),
      );
      // An address abroad keeps no Peruvian district.
      expect(saved.steps.RESIDENCE).toEqual({
        country: 'CL',
        city: 'Santiago',
        address: 'Av. Providencia 1208',
      });
      const lima = ok(await c.save('RESIDENCE', { ...STEPS.RESIDENCE, city: 'Lima' }));
      expect(lima.steps.RESIDENCE).toEqual(STEPS.RESIDENCE);
    });

    it('PEP and Beneficiario final: a PEP gives the office; a third party’s document is checked', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT', 'IDENTIFICATION', 'INFORMATION', 'RESIDENCE']);
      const pep = await c.save('PEP', { is_pep: true, is_pep_relative: true });
      expect(details(pep).sort()).toEqual([
        'body.data.institution',
        'body.data.pep_name',
        'body.data.pep_relationship',
        'body.data.position',
        'body.data.start_date',
      ]);
      const longAgo = await c.save('PEP', {
        is_pep: true,
        institution: 'Congreso',
        position: 'Asesora',
        start_date: '2015-01-01',
        end_date: '2024-03-09',
        is_pep_relative: false,
      });
      expect(details(longAgo)).toEqual(['body.data.end_date']);
      ok(
        await c.save('PEP', {
          is_pep: true,
          institution: 'Congreso',
          position: 'Asesora',
          start_date: '2015-01-01',
          end_date: '2024-03-10',
          is_pep_relative: false,
        }),
      );
      const third = await c.save('BENEFICIARY', {
        own_behalf: false,
        third_party_name: 'Pedro Ruiz',
        third_party_document_type: '01',
        third_party_document_number: '1234',
        third_party_relationship: 'FAMILY',
      });
      expectError(third, 400, 'VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message);
      expect(details(third)).toEqual(['body.data.third_party_document_number']);
      const done = ok(
        await c.save('BENEFICIARY', {
          own_behalf: false,
          third_party_name: 'Pedro Ruiz',
          third_party_document_type: '01',
          third_party_document_number: '45871236',
          third_party_relationship: 'FAMILY',
        }),
      );
      expect(done).toMatchObject({ completed: OWN, current_step: null });
    });
  });

  describe('order and drafts', () => {
    it('refuses a step after the first one not saved, and a spouse step of a single customer', async () => {
      const c = await customer();
      const msg = ERRORS.CLIENT_STEP_OUT_OF_ORDER.message;
      expectError(await c.save('IDENTIFICATION'), 409, 'CLIENT_STEP_OUT_OF_ORDER', msg);
      await c.walk(['DOCUMENT', 'IDENTIFICATION']);
      expectError(await c.save('RESIDENCE'), 409, 'CLIENT_STEP_OUT_OF_ORDER', msg);
      await c.walk(['INFORMATION', 'RESIDENCE', 'PEP', 'BENEFICIARY']);
      expectError(await c.save('SPOUSE'), 409, 'CLIENT_STEP_OUT_OF_ORDER', msg);
      // An earlier step can be saved again.
      const again = ok(
        await c.save('INFORMATION', { ...STEPS.INFORMATION, occupation: 'Docente' }),
      );
      expect(again.steps.INFORMATION).toMatchObject({ occupation: 'Docente' });
      expect(again.completed).toEqual(OWN);
    });

    it('resumes a draft from another session with every answer and the step to continue', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT', 'IDENTIFICATION', 'INFORMATION']);
      await c.relogin();
      const data = await c.data();
      expect(data).toMatchObject({
        status: 'DRAFT',
        completed: ['DOCUMENT', 'IDENTIFICATION', 'INFORMATION'],
        current_step: 'RESIDENCE',
        photos: { front: true, back: true },
      });
      expect(data.steps.DOCUMENT).toEqual(STEPS.DOCUMENT);
      expect(data.steps.IDENTIFICATION).toEqual(STEPS.IDENTIFICATION);
      expect(data.steps.INFORMATION).toEqual(STEPS.INFORMATION);
      expect(data.steps.RESIDENCE).toBeNull();
    });

    it('two tabs saving at once both land, one after the other', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT', 'IDENTIFICATION']);
      const [a, b] = await Promise.all([
        c.save('INFORMATION', { ...STEPS.INFORMATION, occupation: 'Primera' }),
        c.save('IDENTIFICATION', { ...STEPS.IDENTIFICATION, birth_place: 'Cusco' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const data = await c.data();
      expect(data.completed).toEqual(['DOCUMENT', 'IDENTIFICATION', 'INFORMATION']);
      expect(data.steps.INFORMATION).toMatchObject({ occupation: 'Primera' });
      expect(data.steps.IDENTIFICATION).toMatchObject({ birth_place: 'Cusco' });
    });

    it('a married customer gets the spouse’s steps; another civil status drops them', async () => {
      const c = await customer();
      await c.walk(['DOCUMENT']);
      const married = ok(await c.save('IDENTIFICATION', MARRIED));
      expect(married.sequence).toEqual([...OWN, ...SPOUSE]);
      await c.walk(['INFORMATION', 'RESIDENCE', 'PEP', 'BENEFICIARY']);
      const own = await c.save('SPOUSE', {
        ...STEPS.SPOUSE,
        number_document: c.user.numberDocument,
      });
      expectError(own, 409, 'NUMBER_DOCUMENT_EXIST', ERRORS.NUMBER_DOCUMENT_EXIST.message);
      expect(details(own)).toEqual(['body.data.number_document']);
      await c.walk(SPOUSE);
      expect(await c.data()).toMatchObject({
        completed: [...OWN, ...SPOUSE],
        current_step: null,
      });
      const single = ok(
        await c.save('IDENTIFICATION', { ...STEPS.IDENTIFICATION, civil_status: 'DIVORCED' }),
      );
      expect(single.sequence).toEqual(OWN);
      expect(single.completed).toEqual(OWN);
      expect([
        single.steps.SPOUSE,
        single.steps.SPOUSE_PEP,
        single.steps.SPOUSE_BENEFICIARY,
      ]).toEqual([null, null, null]);
      const again = ok(await c.save('IDENTIFICATION', MARRIED));
      expect(again).toMatchObject({ completed: OWN, current_step: 'SPOUSE' });
    });
  });

  describe('completion', () => {
    it('needs every step, then a facial check made after the draft began', async () => {
      const c = await customer();
      // A check passed before the wizard started does not count for it.
      expect(await c.facial()).toBe('POSITIVE');
      t.clock.advanceMinutes(1);
      const msg = ERRORS.CLIENT_DATA_INCOMPLETE.message;
      expectError(await c.complete(), 409, 'CLIENT_DATA_INCOMPLETE', msg);
      await c.walk(['DOCUMENT', 'IDENTIFICATION', 'INFORMATION']);
      expectError(await c.complete(), 409, 'CLIENT_DATA_INCOMPLETE', msg);
      await c.walk(['RESIDENCE', 'PEP', 'BENEFICIARY']);
      expectError(await c.complete(), 409, 'BIOMETRIC_REQUIRED', ERRORS.BIOMETRIC_REQUIRED.message);
      expect(json(await c.complete({ ...DECLARED, truthful: false }))).toMatchObject({
        code: 'VALIDATION_ERROR',
      });
      expect(await c.facial()).toBe('POSITIVE');
      const res = await c.complete();
      expect(res.statusCode, res.body).toBe(200);
      const answer = completeClientDataResponseSchema.parse(json(res));
      expect(answer.aml_outcome).toBe('CLEARED');
      expect(answer.user.has_passed_year).toBe(false);
      expect(answer.form_steps.find((s) => s.description === 'CLIENT_DATA')?.status).toBe(true);
      const data = await c.data();
      expect(data).toMatchObject({
        status: 'COMPLETED',
        completed: OWN,
        current_step: null,
        aml_outcome: 'CLEARED',
        completed_at: t.clock.now().toISOString(),
      });
      // Confirmed data is not edited (the yearly update reopens it).
      for (const refused of [
        await c.save('PEP'),
        await c.photo('front', b64(JPEG)),
        await c.complete(),
      ])
        expectError(refused, 403, 'FORBIDDEN', ERRORS.FORBIDDEN.message);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(await c.relogin()),
      });
      expect(
        json<{ form_steps: { description: string; status: boolean }[] }>(me).form_steps,
      ).toContainEqual({ description: 'CLIENT_DATA', status: true });
    });

    it('a facial check that did not pass does not count', async () => {
      const c = await customer({ numberDocument: '41999996' }); // the sandbox says NEGATIVE
      await c.walk();
      expect(await c.facial()).toBe('NEGATIVE');
      expectError(await c.complete(), 409, 'BIOMETRIC_REQUIRED', ERRORS.BIOMETRIC_REQUIRED.message);
    });

    /** Each subject screened for a customer and its outcome, in subject order. */
    const screenedOf = async (userId: number) =>
      (await t.database.db.select().from(amlScreenings).where(eq(amlScreenings.userId, userId)))
        .map((s) => [s.subject, s.outcome])
        .sort();

    it('screens a married customer and the spouse: a spouse on a list blocks, kept BLOCKED', async () => {
      const c = await customer();
      await c.walk([...OWN, ...SPOUSE], {
        IDENTIFICATION: MARRIED,
        SPOUSE: {
          ...STEPS.SPOUSE,
          number_document: '09999902',
          name: 'Rosa',
          lastname: 'Alerta Demo',
        },
      });
      await c.facial();
      const answer = completeClientDataResponseSchema.parse(json(await c.complete()));
      expect(answer.aml_outcome).toBe('BLOCKED');
      expect(await screenedOf(c.user.id)).toEqual([
        ['CUSTOMER', 'CLEARED'],
        ['SPOUSE', 'BLOCKED'],
      ]);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
      expect(user!.amlOutcome).toBe('BLOCKED');
      expect((await c.data()).aml_outcome).toBe('BLOCKED');
      expect(await c.status()).toEqual({ status: 'COMPLETED', aml_outcome: 'BLOCKED' });
    });

    it('screens a third-party final beneficiary too: one on a list blocks', async () => {
      const c = await customer();
      await c.walk(OWN, {
        BENEFICIARY: {
          own_behalf: false,
          third_party_name: 'Rosa Alerta Demo',
          third_party_document_type: '01',
          third_party_document_number: '09999902',
          third_party_relationship: 'FAMILY',
        },
      });
      await c.facial();
      const answer = completeClientDataResponseSchema.parse(json(await c.complete()));
      expect(answer.aml_outcome).toBe('BLOCKED');
      expect(await screenedOf(c.user.id)).toEqual([
        ['BENEFICIARY', 'BLOCKED'],
        ['CUSTOMER', 'CLEARED'],
      ]);
    });

    it('blocks a customer on the list; a married customer with a clean spouse is cleared', async () => {
      const listed = await customer({ numberDocument: '09999901' });
      await listed.walk();
      await listed.facial();
      const blocked = await listed.complete();
      expect(json(blocked)).toMatchObject({ aml_outcome: 'BLOCKED' });
      expect(blocked.body).not.toMatch(/OFAC|ONU/);

      const clean = await customer();
      await clean.walk([...OWN, ...SPOUSE], { IDENTIFICATION: MARRIED });
      await clean.facial();
      expect(json(await clean.complete())).toMatchObject({ aml_outcome: 'CLEARED' });
      const screened = await t.database.db
        .select()
        .from(amlScreenings)
        .where(eq(amlScreenings.userId, clean.user.id));
      expect(screened.map((s) => s.subject).sort()).toEqual(['CUSTOMER', 'SPOUSE']);
    });
    it('sends a politically exposed person’s data to compliance review (enhanced due diligence)', async () => {
      const pep = await customer();
      await pep.walk(OWN, {
        PEP: {
          is_pep: true,
          institution: 'Congreso',
          position: 'Asesora',
          start_date: '2015-01-01',
          is_pep_relative: false,
        },
      });
      await pep.facial();
      expect(json(await pep.complete())).toMatchObject({ aml_outcome: 'CLEARED' });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, pep.user.id));
      expect(user!.eddStatus).toBe('REVIEW');

      const plain = await customer();
      await plain.walk();
      await plain.facial();
      expect((await plain.complete()).statusCode).toBe(200);
      const [other] = await t.database.db.select().from(users).where(eq(users.id, plain.user.id));
      expect(other!.eddStatus).toBeNull();
    });
  });

  describe('the status alone', () => {
    it('follows the wizard from NONE to DRAFT to COMPLETED and CLEARED, without the answers', async () => {
      const c = await customer();
      expect(await c.status()).toEqual({ status: 'NONE', aml_outcome: null });
      await c.walk(['DOCUMENT']);
      expect(await c.status()).toEqual({ status: 'DRAFT', aml_outcome: null });
      await c.walk(OWN.slice(1));
      await c.facial();
      expect((await c.complete()).statusCode).toBe(200);
      expect(await c.status()).toEqual({ status: 'COMPLETED', aml_outcome: 'CLEARED' });
    });
  });

  describe('one customer’s data only', () => {
    it('another customer sees none of a customer’s answers or photos', async () => {
      const a = await customer();
      await a.walk(['DOCUMENT', 'IDENTIFICATION']);
      const b = await customer();
      const data = await b.data();
      expect(data).toMatchObject({ status: 'NONE', photos: { front: false, back: false } });
      expect(data.document.number_document).toBe(b.user.numberDocument);
      // Naming the other customer anywhere changes nothing: there is no such parameter.
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/participant/client-data?user_id=${a.user.id}`,
        headers: bearer(await b.relogin()),
      });
      expect(clientDataSchema.parse(json(res)).status).toBe('NONE');
      expectError(
        await b.save('IDENTIFICATION'),
        409,
        'CLIENT_STEP_OUT_OF_ORDER',
        ERRORS.CLIENT_STEP_OUT_OF_ORDER.message,
      );
      expect((await a.data()).completed).toEqual(['DOCUMENT', 'IDENTIFICATION']);
    });
  });

  describe('the yearly update', () => {
    it('a year after confirming: has_passed_year, REVIEW with every answer, walked and confirmed again', async () => {
      const c = await customer();
      await c.walk();
      await c.facial();
      expect(json(await c.complete())).toMatchObject({ aml_outcome: 'CLEARED' });
      const firstCompletedAt = (await c.data()).completed_at;

      // Eleven months later nothing changes.
      t.clock.advance(335 * 24 * 3600_000);
      await c.relogin();
      expect((await c.data()).status).toBe('COMPLETED');
      // Thirteen months after confirming.
      t.clock.advance(60 * 24 * 3600_000);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.email, password: PASSWORD },
      });
      expect(json<{ user: { has_passed_year: boolean } }>(login).user.has_passed_year).toBe(true);
      await c.relogin();
      const review = await c.data();
      expect(review).toMatchObject({
        status: 'REVIEW',
        completed: [],
        current_step: 'DOCUMENT',
        completed_at: firstCompletedAt,
        photos: { front: true, back: true },
      });
      for (const step of OWN) expect(review.steps[step]).toEqual(STEPS[step]);
      expectError(
        await c.complete(),
        409,
        'CLIENT_DATA_INCOMPLETE',
        ERRORS.CLIENT_DATA_INCOMPLETE.message,
      );
      for (const step of OWN) ok(await c.save(step));
      expect((await c.data()).status).toBe('REVIEW');
      // The facial check of a year ago does not count for the review.
      expectError(await c.complete(), 409, 'BIOMETRIC_REQUIRED', ERRORS.BIOMETRIC_REQUIRED.message);
      await c.facial();
      const again = completeClientDataResponseSchema.parse(json(await c.complete()));
      expect(again.aml_outcome).toBe('CLEARED');
      expect(again.user.has_passed_year).toBe(false);
      expect(await c.data()).toMatchObject({
        status: 'COMPLETED',
        completed_at: t.clock.now().toISOString(),
      });
    });

    it('a block made during the yearly review stands when the review is confirmed with no match', async () => {
      const c = await customer();
      await c.walk();
      await c.facial();
      expect(json(await c.complete())).toMatchObject({ aml_outcome: 'CLEARED' });
      t.clock.advance(395 * 24 * 3600_000);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.email, password: PASSWORD },
      });
      await c.relogin();
      expect((await c.data()).status).toBe('REVIEW');
      for (const step of OWN) ok(await c.save(step));
      // Blocked meanwhile (a third party on a list declared from the profile, say).
      await t.database.db
        .update(users)
        .set({ amlOutcome: 'BLOCKED' })
        .where(eq(users.id, c.user.id));
      await c.facial();
      const again = completeClientDataResponseSchema.parse(json(await c.complete()));
      expect(again.aml_outcome).toBe('BLOCKED');
      const [user] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
      expect(user!.amlOutcome).toBe('BLOCKED');
      expect(await c.status()).toEqual({ status: 'COMPLETED', aml_outcome: 'BLOCKED' });
    });

    it('a seeded customer confirmed 13 months ago is due on the next login (the end-to-end seed)', async () => {
      const c = await customer();
      const then = new Date(t.clock.now());
      then.setUTCMonth(then.getUTCMonth() - 13);
      await seedCompletedClientData(t.database.db, c.email, then);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.email, password: PASSWORD },
      });
      expect(json<{ user: { has_passed_year: boolean } }>(login).user.has_passed_year).toBe(true);
      await c.relogin();
      const data = await c.data();
      expect(data).toMatchObject({ status: 'REVIEW', completed: [], current_step: 'DOCUMENT' });
      expect(data.steps.IDENTIFICATION).toMatchObject({ name: 'Ana', civil_status: 'SINGLE' });
      const [row] = await t.database.db
        .select()
        .from(clientData)
        .where(eq(clientData.userId, c.user.id));
      expect(row!.status).toBe('REVIEW');
    });

    it('is due from the same Lima date a year later', () => {
      const done = lima('2025-03-10T23:30:00');
      expect(yearlyUpdateDue(done, lima('2026-03-09T23:59:00'))).toBe(false);
      expect(yearlyUpdateDue(done, lima('2026-03-10T00:00:00'))).toBe(true);
      const leap = lima('2024-02-29T12:00:00');
      expect(yearlyUpdateDue(leap, lima('2025-02-28T12:00:00'))).toBe(false);
      expect(yearlyUpdateDue(leap, lima('2025-03-01T12:00:00'))).toBe(true);
    });
  });
});
