import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ERRORS,
  biometricCompareResponseSchema,
  biometricSessionResponseSchema,
} from '@saf/contract';
import { loadConfig } from '../../src/config';
import { biometricChecks, documentPhotos } from '../../src/db/schema';
import { faceImage } from '../../counterparts/face-images';
import {
  startRekognitionCounterpart,
  type RekognitionCounterpart,
} from '../../counterparts/rekognition';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  PRODUCTION_ENV,
  type TestServer,
} from '../helpers';

// The facial check as a customer goes through it with BIOMETRICS=rekognition, configured as in
// production (region, endpoint, credentials from the SDK's standard chain: the environment),
// against the local counterpart: the photo compared is the DNI's front the customer uploaded.

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const lima = (iso: string) => new Date(`${iso}-05:00`);

describe('facial check through Amazon Rekognition', () => {
  let aws: RekognitionCounterpart;
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    aws = await startRekognitionCounterpart({ region: 'sa-east-1' });
    // The SDK's standard credential chain reads these first.
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', aws.credentials.accessKeyId],
      ['AWS_SECRET_ACCESS_KEY', aws.credentials.secretAccessKey],
    ] as const) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    t = await createTestServer({
      env: {
        BIOMETRICS: 'rekognition',
        REKOGNITION_REGION: aws.region,
        REKOGNITION_ENDPOINT: aws.url,
        REKOGNITION_TIMEOUT_MS: '1000',
        REKOGNITION_MAX_ATTEMPTS: '2',
      },
    });
    t.clock.set(lima('2026-11-23T10:00:00'));
    const validated = { documentType: '01', identityValidatedAt: t.clock.now() };
    // The sandbox would pass any document ending in 0–5: here only the faces decide.
    for (const [email, dni] of [
      ['ana@demo.pe', '40000001'],
      ['sinfoto@demo.pe', '40000002'],
    ] as const) {
      const user = await insertUser(t, { email, numberDocument: dni, ...validated });
      tokens[email] = await loginToken(t.app, email);
      if (email === 'ana@demo.pe') {
        const bytes = Buffer.from(faceImage({ person: 'ana' }));
        await t.database.db.insert(documentPhotos).values({
          userId: user.id,
          side: 'front',
          bytes,
          mimeType: 'image/jpeg',
          size: bytes.length,
          createdAt: t.clock.now(),
        });
      }
    }
  });
  afterAll(async () => {
    await t.close();
    await aws.close();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  const open = (email: string, purpose = 'SUBSCRIPTION') =>
    t.app.inject({
      method: 'POST',
      url: '/api/toc/sessions',
      headers: bearer(tokens[email]!),
      payload: { purpose },
    });
  const selfie = (email: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/toc/sessions/${id}/selfie`,
      headers: bearer(tokens[email]!),
      payload: { image: b64(faceImage({ person: 'whoever' })) },
    });
  /** Opens a session and streams `live` into it, as the browser's liveness capture does. */
  const session = async (email: string, live: Uint8Array | null, purpose = 'SUBSCRIPTION') => {
    const res = await open(email, purpose);
    expect(res.statusCode, res.body).toBe(200);
    const opened = biometricSessionResponseSchema.parse(json(res));
    if (live) aws.capture(opened.session_id, live);
    return opened;
  };

  it('opens the provider’s liveness session (3 minutes) and passes the customer’s live face', async () => {
    const opened = await session('ana@demo.pe', faceImage({ person: 'ana' }));
    expect(new Date(opened.expires_at).getTime() - t.clock.now().getTime()).toBe(3 * 60_000);
    const res = await selfie('ana@demo.pe', opened.session_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(biometricCompareResponseSchema.parse(json(res))).toMatchObject({
      result: 'POSITIVE',
      first_success: true,
    });
    const [row] = await t.database.db
      .select()
      .from(biometricChecks)
      .where(eq(biometricChecks.sessionId, opened.session_id));
    expect(row).toMatchObject({ provider: 'rekognition', result: 'POSITIVE' });
  });

  it('refuses someone else’s face, and a photo held up to the camera, each spending an attempt', async () => {
    const other = await session('ana@demo.pe', faceImage({ person: 'beto' }), 'RESCUE');
    const refused = biometricCompareResponseSchema.parse(
      json(await selfie('ana@demo.pe', other.session_id)),
    );
    expect(refused.result).toBe('NEGATIVE');
    const spoof = await session('ana@demo.pe', faceImage({ person: 'ana', spoof: true }), 'RESCUE');
    const notLive = biometricCompareResponseSchema.parse(
      json(await selfie('ana@demo.pe', spoof.session_id)),
    );
    expect(notLive.result).toBe('LIVENESS_FAILED');
    expect(notLive.status).toMatchObject({
      check_state: 1,
      last_result: 'LIVENESS_FAILED',
      attempts_today: 2,
      attempts_left: 1,
    });
  });

  it('tells the customer to try later when the provider is down, without spending the attempt', async () => {
    const opened = await session('ana@demo.pe', faceImage({ person: 'ana' }), 'ONBOARDING');
    aws.failNext('CompareFaces', { error: 'ThrottlingException' }, 2);
    const down = await selfie('ana@demo.pe', opened.session_id);
    expectError(
      down,
      503,
      'BIOMETRIC_PROVIDER_UNAVAILABLE',
      ERRORS.BIOMETRIC_PROVIDER_UNAVAILABLE.message,
    );
    const [row] = await t.database.db
      .select()
      .from(biometricChecks)
      .where(eq(biometricChecks.sessionId, opened.session_id));
    expect(row?.comparedAt).toBeNull();
    // The same session answers once the provider is back.
    const again = await selfie('ana@demo.pe', opened.session_id);
    expect(again.statusCode, again.body).toBe(200);
    expect(biometricCompareResponseSchema.parse(json(again)).result).toBe('POSITIVE');
  });

  it('asks for the DNI photo before opening a session, and reports a provider down at opening', async () => {
    expectError(
      await open('sinfoto@demo.pe'),
      409,
      'BIOMETRIC_DOCUMENT_PHOTO_MISSING',
      ERRORS.BIOMETRIC_DOCUMENT_PHOTO_MISSING.message,
    );
    aws.failNext('CreateFaceLivenessSession', { error: 'InternalServerError', status: 500 }, 2);
    expectError(
      await open('ana@demo.pe', 'ONBOARDING'),
      503,
      'BIOMETRIC_PROVIDER_UNAVAILABLE',
      ERRORS.BIOMETRIC_PROVIDER_UNAVAILABLE.message,
    );
    // Neither left a session behind that counts against the day's attempts.
    const rows = await t.database.db
      .select()
      .from(biometricChecks)
      .where(and(eq(biometricChecks.purpose, 'ONBOARDING')));
    expect(rows).toHaveLength(1);
  });
});

describe('BIOMETRICS=rekognition in the configuration', () => {
  const env = { ...PRODUCTION_ENV, BIOMETRICS: 'rekognition', REKOGNITION_REGION: undefined };

  it('is a real adapter: production runs it without naming BIOMETRICS among its sandboxes', () => {
    const config = loadConfig({ ...env, REKOGNITION_REGION: 'us-east-1' });
    expect(config.adapters.biometrics).toBe('rekognition');
    expect(config.sandboxes).not.toContain('BIOMETRICS');
    expect(config).toMatchObject({
      REKOGNITION_SIMILARITY_THRESHOLD: 95,
      REKOGNITION_LIVENESS_THRESHOLD: 90,
      REKOGNITION_TIMEOUT_MS: 5000,
      REKOGNITION_MAX_ATTEMPTS: 3,
    });
  });

  it('needs a region, and refuses thresholds too low to mean anything', () => {
    expect(() => loadConfig(env)).toThrow(
      '- REKOGNITION_REGION: is required by BIOMETRICS=rekognition',
    );
    expect(() => loadConfig({ ...env, REKOGNITION_REGION: 'Lima' })).toThrow(
      '- REKOGNITION_REGION: must be an AWS region',
    );
    expect(() =>
      loadConfig({
        ...env,
        REKOGNITION_REGION: 'us-east-1',
        REKOGNITION_SIMILARITY_THRESHOLD: '50',
      }),
    ).toThrow('- REKOGNITION_SIMILARITY_THRESHOLD:');
  });
});
