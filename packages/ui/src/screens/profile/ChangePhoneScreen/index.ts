export {
  ChangePhoneScreen,
  changePhoneFieldIds,
  type ChangePhoneCodeFormValues,
  type ChangePhoneFormValues,
  type ChangePhoneScreenProps,
} from './ChangePhoneScreen';
