export {
  ContactCodeForm,
  ContactFormActions,
  ContactStartForm,
  type ContactCodeFormProps,
  type ContactCodeFormValues,
} from './ContactCodeForm';
export {
  ContactChangeScreen,
  contactChangeFieldIds,
  type ContactChangeScreenProps,
  type ContactChangeStepProps,
  type ContactStartValues,
} from './ContactChangeScreen';
