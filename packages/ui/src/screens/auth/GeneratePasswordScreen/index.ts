export {
  GeneratePasswordScreen,
  generatePasswordFieldIds,
  type GeneratePasswordScreenProps,
  type GeneratePasswordValues,
} from './GeneratePasswordScreen';
