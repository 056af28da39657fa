export {
  CHANGE_EMAIL_TITLES,
  ChangeEmailScreen,
  changeEmailFieldIds,
  type ChangeEmailCodeFormValues,
  type ChangeEmailFormValues,
  type ChangeEmailScreenProps,
} from './ChangeEmailScreen';
