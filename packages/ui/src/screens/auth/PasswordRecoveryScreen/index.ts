export {
  PasswordRecoveryScreen,
  passwordRecoveryFieldIds,
  type PasswordRecoveryScreenProps,
  type PasswordRecoveryStep,
  type PasswordRecoveryValues,
} from './PasswordRecoveryScreen';
