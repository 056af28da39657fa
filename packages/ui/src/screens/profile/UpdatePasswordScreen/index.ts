export {
  UPDATE_PASSWORD_TITLES,
  UpdatePasswordScreen,
  updatePasswordFieldIds,
  type UpdatePasswordScreenProps,
  type UpdatePasswordValues,
} from './UpdatePasswordScreen';
