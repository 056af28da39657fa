import type { FacialCheckResultName } from '@saf/contract';

/** What a comparison answers: never NONE (that is "not compared yet"). */
export type FacialComparison = Exclude<FacialCheckResultName, 'NONE'>;

/**
 * A biometrics provider: it compares the customer's live face with an authoritative photo (the
 * photo of the DNI's front the customer uploaded in the client-data wizard) and, when it can,
 * checks liveness. The API keeps sessions and attempts; the provider only opens its own capture
 * session (when it has one) and compares.
 */
export interface BiometricsProvider {
  readonly name: string;
  /** Whether `compare` needs the photo of the document's front (the sandbox does not). */
  readonly needsDocumentPhoto: boolean;
  /**
   * Opens the provider's capture session and answers its id (a UUID), which becomes the API's
   * session id: the browser captures into it. Without it the API makes its own id.
   */
  openSession?(): Promise<string>;
  /** How long the provider's session lives, if less than the API's 10 minutes. */
  readonly sessionTtlMs?: number;
  compare(input: {
    documentType: string;
    documentNumber: string;
    selfie: Uint8Array;
    /** The API's session id: the provider's own when `openSession` made it. */
    sessionId: string;
    /** The photo of the document's front, when `needsDocumentPhoto` (else null). */
    documentPhoto: Uint8Array | null;
    /** 1 for the first check of the day for this purpose, 2 for the second… */
    attempt: number;
  }): Promise<FacialComparison>;
}

/**
 * The provider did not answer (time limit, throttling after the retries, an outage, refused
 * credentials): no result, so the session stays open and the attempt is not spent.
 */
export class BiometricsUnavailableError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'BiometricsUnavailableError';
  }
}

/**
 * The sandbox: answers by the document number's last digit, like a payment sandbox's test
 * cards, so every result can be reached by hand and in tests (docs/DOMAIN.md):
 * 0–5 positive; 6 negative (faces do not match); 7 pose exceeds; 8 invalid extractions;
 * 9 negative on the day's first two attempts and positive on the third.
 */
export const sandboxBiometrics: BiometricsProvider = {
  name: 'sandbox',
  needsDocumentPhoto: false,
  async compare({ documentNumber, attempt }) {
    const last = Number(documentNumber.at(-1));
    if (last === 6) return 'NEGATIVE';
    if (last === 7) return 'POSE_EXCEEDS';
    if (last === 8) return 'INVALID_EXTRACTIONS';
    if (last === 9) return attempt < 3 ? 'NEGATIVE' : 'POSITIVE';
    return 'POSITIVE';
  },
};

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A), by their first bytes, whatever the name says. */
export function imageKind(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}
