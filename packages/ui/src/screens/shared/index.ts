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
