import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildFormSteps,
  createPasswordFormSchema,
  createPasswordRequestSchema,
  formStepProgress,
  loginRequestSchema,
  loginResponseSchema,
  nextFormStep,
  registerEmailRequestSchema,
  routeExamples,
  sendProspectDocumentRequestSchema,
  sessionUserSchema,
  verifyEmailParamsSchema,
} from './index';
import { buildPath, routeList, routes, type RouteDef } from './routes';

const user = {
  id: 7,
  name: 'Juan',
  lastname: 'Pérez',
  email: 'juan.perez@mail.com',
  username: 'juan.perez@mail.com',
  email_verified: true,
  phone_number: '+51987654321',
  status: 1,
  number_document: '10117410',
  document_type: '01',
  risk_profile_id: null,
  has_passed_year: false,
  exist_spectrum: false,
  serie: null,
} as const;

describe('session user and form steps', () => {
  it('has exactly the spec fields', () => {
    expect(Object.keys(sessionUserSchema.shape).sort()).toEqual(
      [
        'id',
        'name',
        'lastname',
        'email',
        'username',
        'email_verified',
        'phone_number',
        'status',
        'number_document',
        'document_type',
        'risk_profile_id',
        'has_passed_year',
        'exist_spectrum',
        'serie',
      ].sort(),
    );
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(sessionUserSchema.safeParse({ ...user, status: 2 }).success).toBe(false);
  });

  it('lists the steps in order and finds the next one', () => {
    const steps = buildFormSteps(['EMAIL_VERIFIED', 'IDENTITY_VALIDATED']);
    expect(steps.map((s) => s.description)).toEqual([
      'EMAIL_VERIFIED',
      'IDENTITY_VALIDATED',
      'PASSWORD_CREATED',
      'RISK_QUESTIONNAIRE',
      'CLIENT_DATA',
      'FIRST_INVESTMENT',
    ]);
    expect(nextFormStep(steps)).toBe('PASSWORD_CREATED');
    expect(formStepProgress(steps)).toEqual({ done: 2, total: 6 });
    expect(nextFormStep(buildFormSteps(steps.map((s) => s.description)))).toBeNull();
  });
});

describe('request schemas', () => {
  it('normalises a login and defaults the app flag', () => {
    expect(loginRequestSchema.parse({ email: ' Juan@Mail.com', password: 'x' })).toEqual({
      email: 'juan@mail.com',
      password: 'x',
      app: false,
    });
    expect(loginRequestSchema.safeParse({ email: 'juan@mail.com', password: '' }).success).toBe(
      false,
    );
  });

  it('drops unknown fields (no mass assignment)', () => {
    const parsed = loginRequestSchema.parse({
      email: 'juan@mail.com',
      password: 'secret',
      role: 'admin',
    });
    expect(parsed).not.toHaveProperty('role');
  });

  it('requires the mandatory consents at registration', () => {
    const base = {
      email: 'ana@mail.com',
      terms_accepted: true,
      terms_version: '2025-01',
      privacy_policy_accepted: true,
      privacy_policy_version: '2025-01',
    };
    expect(registerEmailRequestSchema.parse({ ...base, phone_number: '987 654 321' })).toEqual({
      ...base,
      phone_number: '+51987654321',
      marketing_consent: false,
      group_sharing_consent: false,
      origin: 'WEB',
    });
    expect(registerEmailRequestSchema.safeParse({ ...base, terms_accepted: false }).success).toBe(
      false,
    );
    expect(
      registerEmailRequestSchema.safeParse({ ...base, privacy_policy_accepted: undefined }).success,
    ).toBe(false);
  });

  it('validates the document number by its type', () => {
    const base = { birth_date: '1990-05-17', name: 'Ana María', lastname: "D'Ávila Ñique" };
    expect(
      sendProspectDocumentRequestSchema.parse({
        ...base,
        document_type: '01',
        number_document: ' 1011 7410 ',
      }).number_document,
    ).toBe('10117410');
    const bad = sendProspectDocumentRequestSchema.safeParse({
      ...base,
      document_type: '04',
      number_document: '10117410',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['number_document']);
    expect(
      sendProspectDocumentRequestSchema.safeParse({
        ...base,
        document_type: '05',
        number_document: 'ab12345',
      }).success,
    ).toBe(true);
  });

  it('leaves the password confirmation check to the server (100073)', () => {
    const parsed = createPasswordRequestSchema.parse({
      email: 'ana@mail.com',
      code: '123456',
      password: 'una clave larga',
      password_confirmation: 'otra cosa',
    });
    expect(parsed.origin).toBe('APP');
    const form = createPasswordFormSchema.safeParse({
      email: 'ana@mail.com',
      code: '123456',
      password: 'una clave larga',
      password_confirmation: 'otra cosa',
    });
    expect(form.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: 'Las contraseñas no coinciden.',
    });
  });

  it('parses path params', () => {
    expect(verifyEmailParamsSchema.parse({ code: '000123', email: 'Ana@Mail.com' })).toEqual({
      code: '000123',
      email: 'ana@mail.com',
    });
  });
});

describe('answers', () => {
  it('round-trips a customer and a public login answer', () => {
    const customer = {
      scope: 'customer',
      user,
      form_steps: buildFormSteps(['EMAIL_VERIFIED']),
      token: 'a.b.c',
    };
    expect(loginResponseSchema.parse(JSON.parse(JSON.stringify(customer)))).toEqual(customer);
    const publicAnswer = { scope: 'public', user: null, form_steps: [], token: 'p.q.r' };
    expect(loginResponseSchema.parse(publicAnswer)).toEqual(publicAnswer);
  });
});

describe('route table', () => {
  it('has the spec section 7 paths exactly', () => {
    const table = routeList.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /api/auth/login',
      'POST /api/app/customer/register-email',
      'POST /api/app/customer/validate-security-code',
      'PATCH /api/app/customer/update-password',
      'POST /api/app/customer/send-prospect-document',
      'POST /api/user/app/send-code-recovery-password',
      'GET /api/user/app/validate-code-recovery-password/:code/:email',
      'PUT /api/user/app/reset-password/',
      'POST /api/user/app/send-email-validation',
      'POST /api/user/app/send-email-creation-password',
      'POST /api/user/app/create-password-customer',
      'PATCH /api/user/app/verify-email/:code/:email/WEB',
      'POST /api/user/app/update-email-customer',
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'GET /api/app/global-config',
      'GET /api/dev/mailbox',
    ]) {
      expect(table).toContain(expected);
    }
  });

  it('has unique operation ids and method+path pairs', () => {
    expect(new Set(routeList.map((r) => r.operationId)).size).toBe(routeList.length);
    expect(new Set(routeList.map((r) => `${r.method} ${r.path}`)).size).toBe(routeList.length);
    for (const [name, route] of Object.entries(routes)) expect(route.operationId).toBe(name);
  });

  it('declares a params schema with exactly the path placeholders', () => {
    for (const route of routeList) {
      const names = [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
      const shape = route.params ? Object.keys((route.params as z.ZodObject).shape) : [];
      expect(shape.sort(), route.operationId).toEqual(names.sort());
    }
  });

  it('protects only register-email with the public token', () => {
    expect(routeList.filter((r) => r.auth === 'publicToken').map((r) => r.operationId)).toEqual([
      'registerEmail',
    ]);
  });

  it('converts every schema to JSON Schema for the OpenAPI document', () => {
    for (const route of routeList) {
      for (const schema of [route.params, route.querystring, route.body, route.headers]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      for (const schema of Object.values(route.response)) {
        expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
      }
    }
  });

  it('fills path parameters', () => {
    expect(buildPath(routes.verifyEmail.path, { code: '123456', email: 'ana+1@mail.com' })).toBe(
      '/api/user/app/verify-email/123456/ana%2B1%40mail.com/WEB',
    );
    expect(() => buildPath(routes.verifyEmail.path, { code: '1' })).toThrow();
  });
});

describe('route examples', () => {
  it('has one valid example per route', () => {
    expect(Object.keys(routeExamples).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, def] of Object.entries(routes)) {
      const route: RouteDef = def;
      const example = routeExamples[name as keyof typeof routeExamples];
      const parts = [
        [route.params, example.params],
        [route.querystring, example.query],
        [route.body, example.body],
      ] as const;
      for (const [schema, value] of parts) {
        if (schema) expect(schema.safeParse(value).success, name).toBe(true);
        else expect(value, name).toBeUndefined();
      }
    }
  });
});
