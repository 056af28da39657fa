export {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldBoxClasses,
  fieldInputClasses,
  useField,
  type FieldLabelProps,
  type FieldMessageProps,
  type FieldProps,
  type FieldWiring,
  type UseFieldOptions,
} from './Field';
