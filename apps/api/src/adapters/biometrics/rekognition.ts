import { randomUUID } from 'node:crypto';
import {
  CompareFacesCommand,
  CreateFaceLivenessSessionCommand,
  GetFaceLivenessSessionResultsCommand,
  RekognitionClient,
  type CompareFacesCommandOutput,
} from '@aws-sdk/client-rekognition';
import {
  BiometricsUnavailableError,
  type BiometricsProvider,
  type FacialComparison,
} from './index';

// Amazon Rekognition through its official SDK (docs/SECURITY.md, Identity by a real provider):
//
// 1. Opening a session calls CreateFaceLivenessSession; its SessionId (a UUID, alive 3 minutes)
//    is the API's session id, which the browser's Face Liveness capture streams into.
// 2. Comparing calls GetFaceLivenessSessionResults: the session must be SUCCEEDED with a
//    Confidence (0–100) at least `livenessThreshold`, else LIVENESS_FAILED (a session never
//    streamed into is CREATED; one past its 3 minutes is EXPIRED or unknown).
// 3. The face compared is the session's ReferenceImage (a frame of the live video), never a still
//    the browser could have picked: CompareFaces with it as SourceImage and the photo of the DNI's
//    front as TargetImage, SimilarityThreshold `similarityThreshold`. A match in FaceMatches is
//    POSITIVE; faces found but none similar enough NEGATIVE; no face on either side (or an image
//    the service cannot read) INVALID_EXTRACTIONS. No ReferenceImage: INVALID_EXTRACTIONS, as the
//    documentation advises retrying the check.
//
// The SDK signs every call (SigV4) with the standard credential chain (environment, shared
// files, the instance's role) and retries throttling and server errors (`maxAttempts`, standard
// mode). What is still unanswered after that, or past the time limit, is
// BiometricsUnavailableError: the session stays open and the attempt is not spent.

/** Errors the service answers when it is throttled or failing: worth no result, only a retry. */
const UNAVAILABLE = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'InternalServerError',
  'ServiceUnavailableException',
  'LimitExceededException',
  'AccessDeniedException',
  'UnrecognizedClientException',
  'InvalidSignatureException',
  'ExpiredTokenException',
  'TimeoutError',
]);

/** Errors that mean the images could not be read or held no face: a result, not an outage. */
const UNREADABLE = new Set([
  'InvalidParameterException',
  'InvalidImageFormatException',
  'ImageTooLargeException',
]);

export interface RekognitionSettings {
  region: string;
  /** Another address than the region's (a local counterpart, a VPC endpoint). */
  endpoint?: string;
  /** Only for tests: without them, the SDK's standard credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** CompareFaces' SimilarityThreshold, 0–100. */
  similarityThreshold: number;
  /** The least Face Liveness Confidence (0–100) taken as a live person. */
  livenessThreshold: number;
  /** Time limit of each request, milliseconds. */
  timeoutMs: number;
  /** Attempts per call, the first included (the SDK's standard retry mode). */
  maxAttempts: number;
}

function errorName(err: unknown): string {
  if (err && typeof err === 'object' && 'name' in err) return String(err.name);
  return 'Error';
}

export function rekognitionBiometrics(settings: RekognitionSettings): BiometricsProvider {
  const client = new RekognitionClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: settings.maxAttempts,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });

  /** Runs one call; an outage (or anything unexpected) becomes BiometricsUnavailableError. */
  async function call<T>(
    operation: string,
    run: () => Promise<T>,
    passThrough = new Set<string>(),
  ) {
    try {
      return await run();
    } catch (err) {
      const name = errorName(err);
      if (passThrough.has(name)) throw err;
      const known = UNAVAILABLE.has(name) ? name : `unexpected ${name}`;
      throw new BiometricsUnavailableError(`Rekognition ${operation}: ${known}`, name);
    }
  }

  return {
    name: 'rekognition',
    needsDocumentPhoto: true,
    // A Face Liveness session expires 3 minutes after it is created.
    sessionTtlMs: 3 * 60_000,

    async openSession() {
      // One token per opening: a retry after a lost answer gets the same session, not a second.
      const token = randomUUID();
      const answer = await call('CreateFaceLivenessSession', () =>
        client.send(
          new CreateFaceLivenessSessionCommand({
            ClientRequestToken: token,
            Settings: { AuditImagesLimit: 0 },
          }),
        ),
      );
      if (!answer.SessionId)
        throw new BiometricsUnavailableError('Rekognition answered no SessionId', 'NoSessionId');
      return answer.SessionId;
    },

    async compare({ sessionId, documentPhoto }): Promise<FacialComparison> {
      if (!documentPhoto) return 'INVALID_EXTRACTIONS';
      let liveness;
      try {
        liveness = await call(
          'GetFaceLivenessSessionResults',
          () => client.send(new GetFaceLivenessSessionResultsCommand({ SessionId: sessionId })),
          new Set(['SessionNotFoundException', 'InvalidParameterException']),
        );
      } catch (err) {
        if (err instanceof BiometricsUnavailableError) throw err;
        // Unknown or past its 3 minutes: nobody was seen live in it.
        return 'LIVENESS_FAILED';
      }
      if (
        liveness.Status !== 'SUCCEEDED' ||
        (liveness.Confidence ?? 0) < settings.livenessThreshold
      )
        return 'LIVENESS_FAILED';
      const face = liveness.ReferenceImage?.Bytes;
      if (!face?.length) return 'INVALID_EXTRACTIONS';

      let compared: CompareFacesCommandOutput;
      try {
        compared = await call(
          'CompareFaces',
          () =>
            client.send(
              new CompareFacesCommand({
                SourceImage: { Bytes: face },
                TargetImage: { Bytes: documentPhoto },
                SimilarityThreshold: settings.similarityThreshold,
                QualityFilter: 'AUTO',
              }),
            ),
          UNREADABLE,
        );
      } catch (err) {
        if (err instanceof BiometricsUnavailableError) throw err;
        // No face in the live frame, or an image the service cannot read.
        return 'INVALID_EXTRACTIONS';
      }
      const matched = (compared.FaceMatches ?? []).some(
        (m) => (m.Similarity ?? 0) >= settings.similarityThreshold,
      );
      if (matched) return 'POSITIVE';
      // The document photo held no face it could compare.
      if (!compared.UnmatchedFaces?.length && !compared.FaceMatches?.length)
        return 'INVALID_EXTRACTIONS';
      return 'NEGATIVE';
    },
  };
}
