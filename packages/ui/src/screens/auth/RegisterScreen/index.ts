export {
  REGISTER_TITLE,
  RegisterScreen,
  registerFieldIds,
  type RegisterScreenProps,
  type RegisterValues,
} from './RegisterScreen';
