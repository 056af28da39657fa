export { Alert, alertRole, type AlertProps, type AlertVariant } from './Alert';
