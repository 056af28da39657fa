// Validación of the final-beneficiary change, loaded while the customer chooses.
export { ChangeBeneficiaryCodeScreen as default } from '@saf/ui';
