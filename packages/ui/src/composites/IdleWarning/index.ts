export { IdleWarningDialog, type IdleWarningDialogProps } from './IdleWarningDialog';
