import type { FacialCheckResultName } from '@saf/contract';

/** What a comparison answers: never NONE (that is "not compared yet"). */
export type FacialComparison = Exclude<FacialCheckResultName, 'NONE'>;

/**
 * A biometrics provider (the kind Peruvian portals use: it compares a selfie with the photo the
 * national registry holds for the document). The API keeps sessions and attempts; the provider
 * only compares.
 */
export interface BiometricsProvider {
  readonly name: string;
  compare(input: {
    documentType: string;
    documentNumber: string;
    selfie: Uint8Array;
    /** 1 for the first check of the day for this purpose, 2 for the second… */
    attempt: number;
  }): Promise<FacialComparison>;
}

/**
 * The sandbox: answers by the document number's last digit, like a payment sandbox's test
 * cards, so every result can be reached by hand and in tests (docs/DOMAIN.md):
 * 0–5 positive; 6 negative (faces do not match); 7 pose exceeds; 8 invalid extractions;
 * 9 negative on the day's first two attempts and positive on the third.
 */
export const sandboxBiometrics: BiometricsProvider = {
  name: 'sandbox',
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
