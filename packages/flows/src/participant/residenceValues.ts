import { PERU, type ClientStepData } from '@saf/contract';
import { s } from './beneficiaryValues';
import type { StepValues } from './stepValues';

// Kept apart from clientData.ts, so the profile's address change does not load every step's
// checks with its page.

/** Residencia's form from an address (its department and province from the district's code). */
export function residenceValues(
  d: ClientStepData['RESIDENCE'] | null | undefined,
): StepValues['RESIDENCE'] {
  const district = s(d?.district);
  return {
    country: d?.country ?? PERU,
    department: district.slice(0, 2),
    province: district.slice(0, 4),
    district,
    address: s(d?.address),
    reference: s(d?.reference),
    city: s(d?.city),
  };
}
