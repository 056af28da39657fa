import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BiometricsUnavailableError, type BiometricsProvider } from '../../src/adapters/biometrics';
import {
  rekognitionBiometrics,
  type RekognitionSettings,
} from '../../src/adapters/biometrics/rekognition';
import { faceImage } from '../../counterparts/face-images';
import {
  startRekognitionCounterpart,
  type RekognitionCounterpart,
} from '../../counterparts/rekognition';

// The Rekognition adapter through the official SDK against the local counterpart
// (`counterparts/rekognition.ts`): every answer the facial check can get, the retries of
// throttling and server errors, the time limit, and refused credentials.

describe('Rekognition biometrics adapter', () => {
  let aws: RekognitionCounterpart;
  let provider: BiometricsProvider;
  const settings = (over: Partial<RekognitionSettings> = {}): RekognitionSettings => ({
    region: aws.region,
    endpoint: aws.url,
    credentials: aws.credentials,
    similarityThreshold: 95,
    livenessThreshold: 90,
    timeoutMs: 1000,
    maxAttempts: 3,
    ...over,
  });
  beforeAll(async () => {
    aws = await startRekognitionCounterpart();
    provider = rekognitionBiometrics(settings());
  });
  afterAll(() => aws.close());

  const document = faceImage({ person: 'ana' });
  /** Opens a session, streams `live` into it as the browser would, and compares. */
  const check = async (
    live: Uint8Array | null,
    documentPhoto: Uint8Array | null = document,
    p = provider,
  ) => {
    const sessionId = await p.openSession!();
    if (live) aws.capture(sessionId, live);
    return p.compare({
      documentType: '01',
      documentNumber: '40000001',
      selfie: faceImage(),
      sessionId,
      documentPhoto,
      attempt: 1,
    });
  };

  it('opens a Face Liveness session whose id is a UUID, signed with SigV4', async () => {
    const before = aws.calls.CreateFaceLivenessSession;
    const id = await provider.openSession!();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(aws.calls.CreateFaceLivenessSession).toBe(before + 1);
    expect(aws.calls.refused).toBe(0);
    expect(provider.needsDocumentPhoto).toBe(true);
    expect(provider.sessionTtlMs).toBe(3 * 60_000);
  });

  it('gets the same session when an opening is retried after a lost answer', async () => {
    const impatient = rekognitionBiometrics(settings({ timeoutMs: 300, maxAttempts: 2 }));
    aws.failNext('CreateFaceLivenessSession', { delayMs: 600 });
    const before = aws.calls.CreateFaceLivenessSession;
    const sessionsBefore = aws.sessionCount();
    const id = await impatient.openSession!();
    expect(aws.calls.CreateFaceLivenessSession).toBe(before + 2);
    // The first request, answered late, finds the session its retry made.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(aws.sessionCount()).toBe(sessionsBefore + 1);
    aws.capture(id, faceImage({ person: 'ana' }));
  });

  it('passes a live face that matches the document photo', async () => {
    expect(await check(faceImage({ person: 'ana' }))).toBe('POSITIVE');
  });

  it('refuses a live face of someone else', async () => {
    expect(await check(faceImage({ person: 'beto' }))).toBe('NEGATIVE');
  });

  it('fails liveness for a photo or a screen, and for a session nobody streamed into', async () => {
    expect(await check(faceImage({ person: 'ana', spoof: true }))).toBe('LIVENESS_FAILED');
    expect(await check(null)).toBe('LIVENESS_FAILED');
    // An id the service never gave (or one past its 3 minutes): SessionNotFoundException.
    const unknown = await provider.compare({
      documentType: '01',
      documentNumber: '40000001',
      selfie: faceImage(),
      sessionId: '00000000-0000-4000-8000-000000000000',
      documentPhoto: document,
      attempt: 1,
    });
    expect(unknown).toBe('LIVENESS_FAILED');
  });

  it('answers INVALID_EXTRACTIONS when either image holds no face', async () => {
    expect(await check(faceImage({ person: 'ana' }), faceImage())).toBe('INVALID_EXTRACTIONS');
    expect(await check(faceImage())).toBe('INVALID_EXTRACTIONS');
    expect(await check(faceImage({ person: 'ana' }), null)).toBe('INVALID_EXTRACTIONS');
  });

  it('retries a throttled call and answers when the service recovers', async () => {
    aws.failNext('CompareFaces', { error: 'ThrottlingException' });
    const before = aws.calls.CompareFaces;
    expect(await check(faceImage({ person: 'ana' }))).toBe('POSITIVE');
    expect(aws.calls.CompareFaces).toBe(before + 2);
  });

  it('retries server errors too, then gives up as unavailable', async () => {
    aws.failNext('GetFaceLivenessSessionResults', { error: 'InternalServerError', status: 500 }, 3);
    const before = aws.calls.GetFaceLivenessSessionResults;
    const failure = await check(faceImage({ person: 'ana' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BiometricsUnavailableError);
    expect((failure as BiometricsUnavailableError).code).toBe('InternalServerError');
    expect(aws.calls.GetFaceLivenessSessionResults).toBe(before + 3);
  });

  it('is unavailable while the service throttles every attempt', async () => {
    const before = aws.calls.CompareFaces;
    const failure = await check(
      faceImage({ person: 'ana' }),
      faceImage({ person: 'ana', throttle: true }),
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BiometricsUnavailableError);
    expect((failure as BiometricsUnavailableError).code).toBe('ThrottlingException');
    expect(aws.calls.CompareFaces).toBe(before + 3);
  });

  it('gives up on a call past its time limit', async () => {
    const impatient = rekognitionBiometrics(settings({ timeoutMs: 200, maxAttempts: 1 }));
    const started = Date.now();
    const failure = await check(
      faceImage({ person: 'ana', slowMs: 1500 }),
      document,
      impatient,
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BiometricsUnavailableError);
    expect((failure as BiometricsUnavailableError).code).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('is unavailable when the service refuses the credentials or the signature', async () => {
    const refusedBefore = aws.calls.refused;
    const stranger = rekognitionBiometrics(
      settings({
        credentials: { accessKeyId: 'AKIDSOMEONEELSE', secretAccessKey: 'x'.repeat(40) },
      }),
    );
    const unknownKey = await stranger.openSession!().catch((e: unknown) => e);
    expect((unknownKey as BiometricsUnavailableError).code).toBe('UnrecognizedClientException');
    const forged = rekognitionBiometrics(
      settings({
        credentials: { accessKeyId: aws.credentials.accessKeyId, secretAccessKey: 'y'.repeat(40) },
      }),
    );
    const badSignature = await forged.openSession!().catch((e: unknown) => e);
    expect((badSignature as BiometricsUnavailableError).code).toBe('InvalidSignatureException');
    expect(aws.calls.refused).toBe(refusedBefore + 2);
  });
});
