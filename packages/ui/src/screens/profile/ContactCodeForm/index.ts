export {
  ContactCodeForm,
  ContactFormActions,
  type ContactCodeFormProps,
  type ContactCodeFormValues,
} from './ContactCodeForm';
