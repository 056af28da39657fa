export {
  ContactCodeForm,
  ContactFormActions,
  ContactStartForm,
  type ContactCodeFormProps,
  type ContactCodeFormValues,
} from './ContactCodeForm';
