export {
  UpdatePasswordScreen,
  updatePasswordFieldIds,
  type UpdatePasswordScreenProps,
  type UpdatePasswordValues,
} from './UpdatePasswordScreen';
