export {
  ChangeEmailScreen,
  changeEmailFieldIds,
  type ChangeEmailCodeFormValues,
  type ChangeEmailFormValues,
  type ChangeEmailScreenProps,
} from './ChangeEmailScreen';
