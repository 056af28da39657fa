import type { ClientStepData } from '@saf/contract';
import type { StepValues } from './stepValues';

// Kept apart from clientData.ts, so a page that only shows a declaration (the profile's change
// of the final beneficiary) does not load every step's checks with it.

export const s = (v: string | undefined | null): string => v ?? '';
export const yesNo = (v: boolean | undefined | null): string =>
  v === true ? 'yes' : v === false ? 'no' : '';

/** A beneficiary declaration as its form's values. */
export function beneficiaryValues(
  d: ClientStepData['BENEFICIARY'] | null,
): StepValues['BENEFICIARY'] {
  return {
    own_behalf: yesNo(d?.own_behalf),
    third_party_name: s(d?.third_party_name),
    third_party_document_type: s(d?.third_party_document_type),
    third_party_document_number: s(d?.third_party_document_number),
    third_party_relationship: s(d?.third_party_relationship),
  };
}
