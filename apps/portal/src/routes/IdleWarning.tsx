import { IdleWarningDialog, type IdleWarningDialogProps } from '@saf/ui';

/**
 * The idle warning, loaded when it is first needed: the dialog's code (focus trap, scroll lock,
 * portal) is not part of every private page's first load.
 */
export default function IdleWarning(props: IdleWarningDialogProps) {
  return <IdleWarningDialog {...props} />;
}
