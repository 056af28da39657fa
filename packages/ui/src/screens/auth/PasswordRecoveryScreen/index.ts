export {
  PASSWORD_RECOVERY_TITLE,
  PasswordRecoveryScreen,
  passwordRecoveryFieldIds,
  type PasswordRecoveryScreenProps,
  type PasswordRecoveryStep,
  type PasswordRecoveryValues,
} from './PasswordRecoveryScreen';
