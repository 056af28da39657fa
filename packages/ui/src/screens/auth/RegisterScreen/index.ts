export {
  RegisterScreen,
  registerFieldIds,
  type RegisterScreenProps,
  type RegisterValues,
} from './RegisterScreen';
