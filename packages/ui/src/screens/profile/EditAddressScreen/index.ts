export {
  EDIT_ADDRESS_TITLES,
  EditAddressScreen,
  editAddressFormId,
  type EditAddressScreenProps,
} from './EditAddressScreen';
