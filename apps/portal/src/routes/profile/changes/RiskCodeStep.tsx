// Validación of the risk change, loaded while the customer answers the questions.
export { ChangeRiskCodeScreen as default } from '@saf/ui';
