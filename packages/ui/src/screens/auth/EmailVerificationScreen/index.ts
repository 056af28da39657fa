export {
  EMAIL_VERIFICATION_TITLE,
  EmailVerificationScreen,
  emailVerificationFieldIds,
  type EmailVerificationScreenProps,
  type EmailVerificationValues,
} from './EmailVerificationScreen';
