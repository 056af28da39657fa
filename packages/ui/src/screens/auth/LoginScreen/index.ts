export {
  LOGIN_TITLE,
  LoginScreen,
  loginFieldIds,
  type LoginNotice,
  type LoginScreenProps,
  type LoginValues,
} from './LoginScreen';
