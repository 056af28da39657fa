export {
  EditAddressScreen,
  editAddressFormId,
  type EditAddressScreenProps,
} from './EditAddressScreen';
export {
  EditAddressLoadError,
  EditAddressLoading,
  type EditAddressLoadErrorProps,
} from './EditAddressStatus';
