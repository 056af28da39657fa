export {
  EditAddressScreen,
  editAddressFormId,
  type EditAddressScreenProps,
} from './EditAddressScreen';
