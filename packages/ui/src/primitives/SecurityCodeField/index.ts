export { SecurityCodeField, type SecurityCodeFieldProps } from './SecurityCodeField';
