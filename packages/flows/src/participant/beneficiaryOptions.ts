import { BENEFICIARY_RELATIONSHIPS } from '@saf/contract';
import type { Option } from './countryOptions';

// Apart from the client data's other lists: the profile's change of the final beneficiary needs
// only these.

/** A table of labels by code as {value, label} options, in the table's order. */
export const labelOptions = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A natural person's documents (configuration codes). */
export const documentTypeOptions: Option[] = [
  { value: '01', label: 'DNI' },
  { value: '03', label: 'Carné de extranjería' },
  { value: '05', label: 'Pasaporte' },
];

/** How the final beneficiary is related to the person. */
export const beneficiaryRelationshipOptions = labelOptions(BENEFICIARY_RELATIONSHIPS);
