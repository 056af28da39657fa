import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFaceMarks, type FaceMarks } from './face-images';
import { closeServer, listen } from './http';

// A local Amazon Rekognition, following its API reference: the AWS JSON 1.1 protocol (`POST /`,
// `Content-Type: application/x-amz-json-1.1`, the operation in `X-Amz-Target:
// RekognitionService.<Operation>`, blobs as base64, errors as `{"__type", "message"}` with the
// `x-amzn-ErrorType` header), every request signed with Signature Version 4 (the Authorization
// header's shape, scope and signature are checked against the configured key: a missing one is
// MissingAuthenticationTokenException, another key UnrecognizedClientException, a bad signature
// InvalidSignatureException). The operations the adapter calls:
//
// - CreateFaceLivenessSession → `SessionId` (a UUID); the same ClientRequestToken, the same one.
// - GetFaceLivenessSessionResults → `Status` CREATED until the browser streamed a capture into
//   the session (`capture()` stands in for the Face Liveness browser component), SUCCEEDED
//   after it with `Confidence` (99.1 for a live person, 8.4 for a `spoof` image) and the capture
//   as `ReferenceImage.Bytes`, EXPIRED once its 3 minutes are over; an unknown id is
//   SessionNotFoundException.
// - CompareFaces → by the images' marks (`face-images.ts`): no face in the source is
//   InvalidParameterException; a non-image InvalidImageFormatException; more than 5 MB
//   ImageTooLargeException; a target face of the same person is in `FaceMatches` with
//   `Similarity` 99.2, another person's in `UnmatchedFaces` (or in FaceMatches when its
//   similarity 12.5 reaches a lower SimilarityThreshold); no face in the target: both empty.
//
// `throttle` in an image answers ThrottlingException; `slow=<ms>` answers that much later;
// `failNext()` scripts the next answers of an operation (errors or delays) for retry tests.

const SESSION_MS = 3 * 60_000;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type Operation = 'CreateFaceLivenessSession' | 'GetFaceLivenessSessionResults' | 'CompareFaces';
type Scripted = { error: string; status?: number } | { delayMs: number };

export interface RekognitionCounterpart {
  /** REKOGNITION_ENDPOINT. */
  url: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What the browser's Face Liveness capture streams into a session: the face it saw. */
  capture(sessionId: string, image: Uint8Array): void;
  /** The next `times` calls of `operation` answer this instead (an error, or a delay first). */
  failNext(operation: Operation, answer: Scripted, times?: number): void;
  /** How many Face Liveness sessions it has created. */
  sessionCount(): number;
  /** Calls received per operation (retries included), and refused signatures. */
  calls: Record<Operation, number> & { refused: number };
  close(): Promise<void>;
}

interface Session {
  createdAt: number;
  token?: string;
  captured?: Uint8Array;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Why a request's SigV4 signature is refused, or null when it holds. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  key: { accessKeyId: string; secretAccessKey: string },
  region: string,
): { type: string; message: string } | null {
  const authorization = req.headers.authorization;
  if (!authorization)
    return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  const shape =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  const amzDate = req.headers['x-amz-date'];
  if (!shape || typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate))
    return { type: 'IncompleteSignatureException', message: 'Authorization header malformed' };
  const [, accessKeyId, day, scopeRegion, service, signedHeaders, signature] = shape as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (accessKeyId !== key.accessKeyId)
    return {
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  if (scopeRegion !== region || service !== 'rekognition' || !amzDate.startsWith(day))
    return { type: 'InvalidSignatureException', message: 'Credential should be scoped correctly' };
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date'))
    return { type: 'InvalidSignatureException', message: 'host and x-amz-date must be signed' };
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const [path, query = ''] = (req.url ?? '/').split('?');
  const canonicalRequest = [
    req.method,
    path,
    query,
    canonicalHeaders,
    signedHeaders,
    sha256(body),
  ].join('\n');
  const scope = `${day}/${region}/rekognition/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let signingKey = hmac(`AWS4${key.secretAccessKey}`, day);
  for (const part of [region, 'rekognition', 'aws4_request']) signingKey = hmac(signingKey, part);
  const expected = createHmac('sha256', signingKey).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return {
      type: 'InvalidSignatureException',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  return null;
}

export async function startRekognitionCounterpart(
  opts: {
    region?: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
    /** The counterpart's clock (sessions expire 3 minutes after they are created). */
    now?: () => number;
  } = {},
): Promise<RekognitionCounterpart> {
  const region = opts.region ?? 'us-east-1';
  const credentials = opts.credentials ?? {
    accessKeyId: 'AKIDLOCALCOUNTERPART',
    secretAccessKey: 'local-counterpart-secret-access-key-0123456789',
  };
  const now = opts.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const scripts = new Map<Operation, Scripted[]>();
  const calls = {
    CreateFaceLivenessSession: 0,
    GetFaceLivenessSessionResults: 0,
    CompareFaces: 0,
    refused: 0,
  };

  const send = (res: ServerResponse, status: number, body: unknown, errorType?: string) => {
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': randomUUID(),
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, type: string, message: string, status = 400) =>
    send(res, status, { __type: type, message }, type);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The image of a `{ Bytes }` field, decoded; null when missing. */
  const imageOf = (field: unknown): Buffer | null => {
    const bytes = (field as { Bytes?: unknown } | undefined)?.Bytes;
    return typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : null;
  };

  async function answer(res: ServerResponse, operation: string, input: Record<string, unknown>) {
    switch (operation) {
      case 'CreateFaceLivenessSession': {
        const token = input['ClientRequestToken'];
        if (typeof token === 'string')
          for (const [id, s] of sessions)
            if (s.token === token) return send(res, 200, { SessionId: id });
        const id = randomUUID();
        sessions.set(id, {
          createdAt: now(),
          ...(typeof token === 'string' ? { token } : {}),
        });
        return send(res, 200, { SessionId: id });
      }
      case 'GetFaceLivenessSessionResults': {
        const id = input['SessionId'];
        if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id))
          return fail(res, 'InvalidParameterException', 'Request has invalid parameters');
        const session = sessions.get(id);
        if (!session) return fail(res, 'SessionNotFoundException', 'Session not found');
        const expired = now() - session.createdAt > SESSION_MS;
        if (!session.captured)
          return send(res, 200, { SessionId: id, Status: expired ? 'EXPIRED' : 'CREATED' });
        const marks = readFaceMarks(session.captured) ?? {};
        if (marks.throttle) return fail(res, 'ThrottlingException', 'Slow down');
        return send(res, 200, {
          SessionId: id,
          Status: 'SUCCEEDED',
          Confidence: marks.spoof ? 8.4 : 99.1,
          ReferenceImage: {
            Bytes: Buffer.from(session.captured).toString('base64'),
            BoundingBox: { Width: 0.4, Height: 0.5, Left: 0.3, Top: 0.2 },
          },
          AuditImages: [],
        });
      }
      case 'CompareFaces': {
        const source = imageOf(input['SourceImage']);
        const target = imageOf(input['TargetImage']);
        if (!source || !target)
          return fail(res, 'InvalidParameterException', 'Request has invalid parameters');
        if (source.length > MAX_IMAGE_BYTES || target.length > MAX_IMAGE_BYTES)
          return fail(res, 'ImageTooLargeException', 'Image size is too large.');
        const from = readFaceMarks(source);
        const to = readFaceMarks(target);
        if (!from || !to)
          return fail(res, 'InvalidImageFormatException', 'Request has invalid image format');
        const marks: FaceMarks[] = [from, to];
        if (marks.some((m) => m.throttle)) return fail(res, 'ThrottlingException', 'Rate exceeded');
        const slow = Math.max(...marks.map((m) => m.slowMs ?? 0));
        if (slow) await sleep(slow);
        if (!from.person)
          return fail(res, 'InvalidParameterException', 'Request has invalid parameters');
        const threshold =
          typeof input['SimilarityThreshold'] === 'number' ? input['SimilarityThreshold'] : 80;
        const sourceFace = {
          BoundingBox: { Width: 0.4, Height: 0.5, Left: 0.3, Top: 0.2 },
          Confidence: 99.9,
        };
        if (!to.person)
          return send(res, 200, {
            SourceImageFace: sourceFace,
            FaceMatches: [],
            UnmatchedFaces: [],
          });
        const face = {
          BoundingBox: { Width: 0.2, Height: 0.3, Left: 0.05, Top: 0.3 },
          Confidence: 99.7,
          Pose: { Roll: 0.5, Yaw: -1.2, Pitch: 2.1 },
          Quality: { Brightness: 80, Sharpness: 90 },
        };
        const similarity = from.person === to.person ? 99.2 : 12.5;
        return send(res, 200, {
          SourceImageFace: sourceFace,
          FaceMatches: similarity >= threshold ? [{ Similarity: similarity, Face: face }] : [],
          UnmatchedFaces: similarity >= threshold ? [] : [face],
        });
      }
      default:
        return fail(res, 'UnknownOperationException', `Unknown operation ${operation}`);
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const target = String(req.headers['x-amz-target'] ?? '');
        const operation = target.startsWith('RekognitionService.')
          ? target.slice('RekognitionService.'.length)
          : '';
        if (req.method !== 'POST' || req.url !== '/' || !operation)
          return fail(res, 'UnknownOperationException', 'Expected POST / with X-Amz-Target');
        if (!String(req.headers['content-type'] ?? '').startsWith('application/x-amz-json-1.1'))
          return fail(res, 'SerializationException', 'Expected application/x-amz-json-1.1');
        const refused = signatureProblem(req, body, credentials, region);
        if (refused) {
          calls.refused += 1;
          return fail(res, refused.type, refused.message, 403);
        }
        if (operation in calls) calls[operation as Operation] += 1;
        const scripted = scripts.get(operation as Operation)?.shift();
        if (scripted && 'delayMs' in scripted) await sleep(scripted.delayMs);
        else if (scripted)
          return fail(res, scripted.error, 'Scripted failure', scripted.status ?? 400);
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          return fail(res, 'SerializationException', 'Body is not JSON');
        }
        await answer(res, operation, input);
      })().catch(() => {
        if (!res.headersSent) fail(res, 'InternalServerError', 'Internal error', 500);
      });
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    region,
    credentials,
    capture(sessionId, image) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no Face Liveness session ${sessionId}`);
      session.captured = new Uint8Array(image);
    },
    failNext(operation, scripted, times = 1) {
      const queue = scripts.get(operation) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(scripted);
      scripts.set(operation, queue);
    },
    sessionCount: () => sessions.size,
    calls,
    close: () => closeServer(server),
  };
}
