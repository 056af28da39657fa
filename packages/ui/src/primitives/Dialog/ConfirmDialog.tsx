import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Called with `false` on cancel, Escape or the close button (never while `confirmLoading`). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog when it is not controlled. */
  trigger?: ReactNode;
  /** The question, e.g. "¿Eliminar tu cuenta?". */
  title: ReactNode;
  /** What happens if the customer confirms. */
  message?: ReactNode;
  /** Extra content under the message (a summary, a warning). */
  children?: ReactNode;
  /** Label of the confirm button. @default 'Confirmar' */
  confirmLabel?: string;
  /** Label of the cancel button. @default 'Cancelar' */
  cancelLabel?: string;
  /** `danger` for actions that cannot be undone: red confirm button, focus starts on cancel. @default 'default' */
  tone?: 'default' | 'danger';
  /** Shows a spinner on the confirm button and keeps the dialog open while the action runs. @default false */
  confirmLoading?: boolean;
  /** Called when the customer confirms. The dialog stays open: close it when the action ends. */
  onConfirm: () => void;
  /** Called when the customer cancels, before `onOpenChange(false)`. */
  onCancel?: () => void;
}

/** Asks the customer to confirm an action, e.g. logging out or deleting the account. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  children,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'default',
  confirmLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (next: boolean) => {
    if (!next && confirmLoading) return;
    if (!next) onCancel?.();
    onOpenChange?.(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={title}
      description={message}
      size="sm"
      dismissible={!confirmLoading}
      hideCloseButton={confirmLoading}
      onOpenAutoFocus={(event) => {
        // For destructive actions the safe choice gets the focus, so Enter does no harm.
        event.preventDefault();
        (tone === 'danger' ? cancelRef : confirmRef).current?.focus();
      }}
      footer={
        <>
          <DialogClose>
            <Button ref={cancelRef} variant="secondary" disabled={confirmLoading}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={confirmLoading}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
