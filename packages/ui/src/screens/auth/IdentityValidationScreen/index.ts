export {
  IdentityValidationScreen,
  identityFieldIds,
  type IdentityDocumentType,
  type IdentityValidationScreenProps,
  type IdentityValues,
} from './IdentityValidationScreen';
export { BirthDateField, type BirthDateFieldProps } from './BirthDateField';
