export {
  CHANGE_PHONE_TITLES,
  ChangePhoneScreen,
  changePhoneFieldIds,
  type ChangePhoneCodeFormValues,
  type ChangePhoneFormValues,
  type ChangePhoneScreenProps,
} from './ChangePhoneScreen';
