import { z } from 'zod/mini';

/**
 * The enumerations only the participant path uses (know-your-customer answers and the facial
 * check), apart from `enums.ts` so that the pages that never show them do not ship them.
 */

type ValueOf<T> = T[keyof T];

// ---------------------------------------------------------------------------------------------
// Money-related ranges of the client data
// ---------------------------------------------------------------------------------------------

/** Monthly income bands (spec sections 3 and 9), in soles; `max` exclusive, `null` unbounded. */
export const IncomeBand = {
  UNDER_10K: 'UNDER_10K',
  FROM_10K_TO_15K: 'FROM_10K_TO_15K',
  FROM_15K_TO_20K: 'FROM_15K_TO_20K',
  FROM_20K_TO_25K: 'FROM_20K_TO_25K',
  FROM_25K_TO_30K: 'FROM_25K_TO_30K',
  OVER_30K: 'OVER_30K',
} as const;
export type IncomeBandName = ValueOf<typeof IncomeBand>;
export const incomeBandSchema = /* @__PURE__ */ z.enum(IncomeBand);
export const INCOME_BANDS: readonly {
  band: IncomeBandName;
  min: number;
  max: number | null;
  label: string;
}[] = [
  { band: 'UNDER_10K', min: 0, max: 10_000, label: 'Menos de S/ 10,000' },
  { band: 'FROM_10K_TO_15K', min: 10_000, max: 15_000, label: 'De S/ 10,000 a S/ 15,000' },
  { band: 'FROM_15K_TO_20K', min: 15_000, max: 20_000, label: 'De S/ 15,000 a S/ 20,000' },
  { band: 'FROM_20K_TO_25K', min: 20_000, max: 25_000, label: 'De S/ 20,000 a S/ 25,000' },
  { band: 'FROM_25K_TO_30K', min: 25_000, max: 30_000, label: 'De S/ 25,000 a S/ 30,000' },
  { band: 'OVER_30K', min: 30_000, max: null, label: 'Más de S/ 30,000' },
];

/** The income band of a monthly amount in soles. */
export function incomeBandOf(amount: number): IncomeBandName {
  const found = INCOME_BANDS.find((b) => amount >= b.min && (b.max === null || amount < b.max));
  return found ? found.band : IncomeBand.UNDER_10K;
}

/**
 * Transaction-volume range codes. The spec gives the ends (0-99 and 1,000,000+) and leaves the
 * intermediate codes unshown; these decades are our design, in soles, `max` inclusive.
 */
export const TRANSACTION_VOLUME_RANGES: readonly {
  code: string;
  min: number;
  max: number | null;
}[] = [
  { code: '0-99', min: 0, max: 99 },
  { code: '100-999', min: 100, max: 999 },
  { code: '1000-9999', min: 1_000, max: 9_999 },
  { code: '10000-99999', min: 10_000, max: 99_999 },
  { code: '100000-999999', min: 100_000, max: 999_999 },
  { code: '1000000+', min: 1_000_000, max: null },
];
export const transactionVolumeRangeSchema = /* @__PURE__ */ z.enum([
  '0-99',
  '100-999',
  '1000-9999',
  '10000-99999',
  '100000-999999',
  '1000000+',
]);

// ---------------------------------------------------------------------------------------------
// Biometrics (spec section 4)
// ---------------------------------------------------------------------------------------------

/** Facial check results. */
export const FacialCheckResult = {
  NONE: 'NONE',
  NEGATIVE: 'NEGATIVE',
  POSITIVE: 'POSITIVE',
  POSE_EXCEEDS: 'POSE_EXCEEDS',
  INVALID_EXTRACTIONS: 'INVALID_EXTRACTIONS',
  /** The provider's liveness check did not find a live person in front of the camera. */
  LIVENESS_FAILED: 'LIVENESS_FAILED',
} as const;
export type FacialCheckResultName = ValueOf<typeof FacialCheckResult>;
export const facialCheckResultSchema = /* @__PURE__ */ z.enum(FacialCheckResult);
export const FACIAL_CHECK_RESULT_LABELS: Record<FacialCheckResultName, string> = {
  NONE: 'Sin resultado',
  NEGATIVE: 'Los rostros no coinciden',
  POSITIVE: 'Validación exitosa',
  POSE_EXCEEDS: 'La posición del rostro no es válida',
  INVALID_EXTRACTIONS: 'No se pudo leer la imagen',
  LIVENESS_FAILED: 'No se comprobó que la persona estuviera presente',
};

/**
 * Check-state codes. The spec gives success and limit exceeded the same code 2; keep both
 * names so the meaning shows at each use.
 */
export const CheckState = {
  INITIAL: 0,
  FAILURE: 1,
  SUCCESS: 2,
  LIMIT_EXCEEDED: 2,
} as const;
export type CheckStateCode = ValueOf<typeof CheckState>;
export const checkStateSchema = /* @__PURE__ */ z.union([z.literal(0), z.literal(1), z.literal(2)]);
