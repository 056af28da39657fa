export {
  GENERATE_PASSWORD_TITLE,
  GeneratePasswordScreen,
  generatePasswordFieldIds,
  type GeneratePasswordScreenProps,
  type GeneratePasswordValues,
} from './GeneratePasswordScreen';
