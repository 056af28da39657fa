import {
  BIOMETRIC_ATTEMPTS_PER_DAY,
  SELFIE_MAX_BYTES,
  biometricCompareRoute,
  biometricSessionRoute,
  biometricStatusRoute,
  type BiometricComparison,
  type BiometricPurposeName,
  type BiometricStatus,
  type FacialCheckResultName,
} from '@saf/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { RESCUE_OPTIONS_KEY } from '../rescue/keys';

/** What a facial check is for (each purpose has its own attempts per day). */
export type BiometricCheckPurpose = BiometricPurposeName;

/** The SWR key of a purpose's status (the client-data review reads the same one). */
export const biometricStatusKey = (purpose: BiometricPurposeName) =>
  ['biometric-status', purpose] as const;

/**
 * Where the facial check stands: `loading` the day's status, `error` it could not be read,
 * `ready` to take a photo, `comparing` the photo is being sent and compared, `failed` the last
 * photo did not pass (`message` says why; more attempts may remain), `limit` no attempts left
 * today (`retryAtLabel` says when), `passed` the check passed.
 */
export type BiometricPhase =
  'loading' | 'error' | 'ready' | 'comparing' | 'failed' | 'limit' | 'passed';

/** What `onPassed` receives. */
export interface BiometricPassed {
  /** The customer's first check ever passed ("identity validation first success" splash). */
  firstSuccess: boolean;
  comparison: BiometricComparison;
}

/** Why a compared photo did not pass, in the customer's words. */
export const FACIAL_RESULT_MESSAGES: Record<Exclude<FacialCheckResultName, 'POSITIVE'>, string> = {
  NEGATIVE:
    'No pudimos confirmar que eres tú. Busca un lugar con buena luz, quítate lentes, gorra o mascarilla y vuelve a intentarlo.',
  POSE_EXCEEDS:
    'Tu rostro no estaba de frente. Mira directo a la cámara, con la cabeza recta, y vuelve a intentarlo.',
  INVALID_EXTRACTIONS:
    'No pudimos ver bien tu rostro en la foto. Acércate al óvalo, busca buena luz y vuelve a intentarlo.',
  LIVENESS_FAILED:
    'No pudimos comprobar que estabas frente a la cámara. Sigue las indicaciones en pantalla, sin fotos ni pantallas, y vuelve a intentarlo.',
  NONE: 'No pudimos comparar tu foto. Vuelve a intentarlo.',
};

/**
 * The photo is not a JPEG or PNG of at most 3 MB: nothing was sent. The catalogue's text of
 * BIOMETRIC_IMAGE_INVALID (a test keeps them equal), without loading the catalogue.
 */
export const SELFIE_INVALID_MESSAGE =
  'No pudimos leer la foto. Toma una foto en formato JPG o PNG de hasta 3 MB.';

const LIMA = 'America/Lima';

/** "el domingo 22 de noviembre a las 00:00 (hora de Lima)": when a customer may try again. */
export function formatRetryAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = new Intl.DateTimeFormat('es-PE', {
    timeZone: LIMA,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(date)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('es-PE', {
    timeZone: LIMA,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `el ${day} a las ${time} (hora de Lima)`;
}

/** JPEG (FF D8 FF) or PNG (89 50 4E 47), by the first bytes, as the API checks them. */
function isJpegOrPng(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return jpeg || png;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(text);
}

/** The purpose in the address (`?proposito=onboarding|subscription|rescue`); onboarding by default. */
export function biometricPurposeOf(param: string | null | undefined): BiometricPurposeName {
  const name = (param ?? '').toUpperCase();
  return name === 'SUBSCRIPTION' || name === 'RESCUE' ? name : 'ONBOARDING';
}

/**
 * Where to go back after the check (`?volver=`): only a path of this site (starting with one
 * "/"), so the address cannot send the customer elsewhere; otherwise `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  try {
    const url = new URL(value, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export interface BiometricCheckOptions {
  /** What the check is for: each purpose has its own attempts per day. */
  purpose: BiometricPurposeName;
  /** Called once the photo passed. */
  onPassed?: (passed: BiometricPassed) => void;
}

/**
 * The facial check (`/subscription/biometric-validation`): reads the day's status (attempts
 * left, when to try again), and for each photo the screen captures opens a capture session
 * (an attempt), sends the photo as base64 and maps the answer to what the customer reads. The
 * camera itself is the screen's: this hook takes the captured photo as a Blob.
 */
export function useBiometricCheck({ purpose, onPassed }: BiometricCheckOptions) {
  useDataScope('useBiometricCheck');
  const { client } = useFlows();
  const status = useSWR(biometricStatusKey(purpose), () =>
    callRoute(client, biometricStatusRoute, { query: { purpose } }),
  );
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [passed, setPassed] = useState<BiometricPassed | null>(null);
  const [limitAt, setLimitAt] = useState<string | null>(null);
  /** A session opened and not yet answered (a network failure): the next photo reuses it. */
  const openSession = useRef<{ id: string; expiresAt: number } | null>(null);
  const onPassedRef = useRef(onPassed);
  useEffect(() => {
    onPassedRef.current = onPassed;
  }, [onPassed]);
  const { mutate } = status;
  const { mutate: mutateKey } = useSWRConfig();

  const adopt = useCallback(
    (next: BiometricStatus) => void mutate(next, { revalidate: false }),
    [mutate],
  );

  const onSend = useCallback(
    (image: Blob) => {
      if (sending) return;
      setFailure(undefined);
      setSending(true);
      void (async () => {
        try {
          const bytes = new Uint8Array(await image.arrayBuffer());
          if (!bytes.length || bytes.length > SELFIE_MAX_BYTES || !isJpegOrPng(bytes)) {
            setFailure(SELFIE_INVALID_MESSAGE);
            return;
          }
          let session = openSession.current;
          if (!session || session.expiresAt <= Date.now() + 5_000) {
            const opened = await callRoute(client, biometricSessionRoute, { body: { purpose } });
            session = { id: opened.session_id, expiresAt: Date.parse(opened.expires_at) };
            openSession.current = session;
            adopt(opened.status);
          }
          const answer = await callRoute(client, biometricCompareRoute, {
            params: { id: session.id },
            body: { image: toBase64(bytes) },
          });
          openSession.current = null;
          adopt(answer.status);
          if (answer.result === 'POSITIVE') {
            const result = { firstSuccess: answer.first_success, comparison: answer };
            setPassed(result);
            // What was read before the check (the rescue's options) is dropped, so the page the
            // customer goes back to reads it again. `revalidate` also forgets the last read's
            // request: without it, a page back within SWR's deduping window (2 s) would be given
            // that request's answer, which SWR then ignores as older than the change, and the
            // page would wait forever on no data.
            if (purpose === 'RESCUE') void mutateKey(RESCUE_OPTIONS_KEY, undefined);
            onPassedRef.current?.(result);
          } else {
            setFailure(FACIAL_RESULT_MESSAGES[answer.result]);
          }
        } catch (error) {
          const described = describeError(error);
          if (described.code === 'BIOMETRIC_ATTEMPTS_EXCEEDED') {
            const meta = (error instanceof ApiError ? error.body : undefined) as
              { meta?: { retry_at?: unknown } } | undefined;
            const retryAt = meta?.meta?.retry_at;
            setLimitAt(typeof retryAt === 'string' && retryAt ? retryAt : null);
            void mutate();
          } else if (
            described.code === 'BIOMETRIC_SESSION_CLOSED' ||
            described.code === 'NOT_FOUND'
          ) {
            openSession.current = null;
            setFailure(described.message);
            void mutate();
          } else {
            setFailure(described.message);
          }
        } finally {
          setSending(false);
        }
      })();
    },
    [sending, client, purpose, adopt, mutate, mutateKey],
  );

  const data = status.data;
  const outOfAttempts =
    limitAt !== null ||
    (data ? data.attempts_left === 0 && data.last_result !== 'POSITIVE' : false);
  const retryAt = limitAt ?? data?.retry_at ?? null;
  const phase: BiometricPhase = passed
    ? 'passed'
    : sending
      ? 'comparing'
      : !data
        ? status.error
          ? 'error'
          : 'loading'
        : outOfAttempts
          ? 'limit'
          : failure
            ? 'failed'
            : 'ready';

  return {
    phase,
    /** Why the last photo did not pass, or why it could not be sent. */
    message: phase === 'failed' ? failure : undefined,
    loadError: status.error && !data ? describeError(status.error).message : undefined,
    /** Attempts left today for this purpose. */
    attemptsLeft: data?.attempts_left ?? BIOMETRIC_ATTEMPTS_PER_DAY,
    attemptsPerDay: BIOMETRIC_ATTEMPTS_PER_DAY,
    /** When a customer out of attempts may try again (ISO), else null. */
    retryAt: outOfAttempts ? retryAt : null,
    /** The same, as the customer reads it. */
    retryAtLabel: outOfAttempts && retryAt ? formatRetryAt(retryAt) : undefined,
    /** The passed check (after `onPassed`), else null. */
    passed,
    /** Sends a captured photo (JPEG or PNG): opens a session and compares it. */
    onSend,
    /** Reads the status again (after a failed load). */
    retry: () => void mutate(),
  };
}
