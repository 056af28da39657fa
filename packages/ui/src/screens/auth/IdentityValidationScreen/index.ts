export {
  IDENTITY_VALIDATION_TITLE,
  IdentityValidationScreen,
  identityFieldIds,
  type IdentityDocumentType,
  type IdentityValidationScreenProps,
  type IdentityValues,
} from './IdentityValidationScreen';
export { DateField, type DateFieldProps } from '../../shared/DateField';
