export {
  renderAnchor,
  screenLinkClasses,
  screenQuietLinkClasses,
  type FormScreenState,
  type PasswordRule,
  type PasswordStrength,
  type ResendState,
  type ScreenLinkProps,
  type SupportContact,
} from './types';
export {
  ScreenForm,
  checkboxProps,
  emailFieldProps,
  countryFieldProps,
  choiceProps,
  dateFieldProps,
  summaryErrors,
  textFieldProps,
  type ScreenFormProps,
} from './ScreenForm';
export { ResendControl, type ResendControlProps } from './ResendControl';
export { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
export { formatCountdown, spokenDuration } from './countdown';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { LoadError, type LoadErrorProps } from './LoadError';
export { DateField, type DateFieldProps } from './DateField';
export { lateOrderNote, type CutoffDayState } from './cutoff';
export { DocumentLinks, type DocumentLink, type DocumentLinksProps } from './DocumentLinks';
export { SourceOfFundsFields, type SourceOfFundsFieldsProps } from './SourceOfFundsFields';
export { FieldGrid, FieldGroup } from './FieldGrid';
export { PersonNameFields, type PersonNameFieldsProps } from './PersonNameFields';
export { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField';
export { PageLoadState, type PageLoadStateProps } from './PageLoadState';
