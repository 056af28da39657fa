export {
  EmailVerificationScreen,
  emailVerificationFieldIds,
  type EmailVerificationScreenProps,
  type EmailVerificationValues,
} from './EmailVerificationScreen';
