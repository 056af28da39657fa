import { Trash2 } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { Dialog, DialogClose } from '../../../primitives/Dialog';

export interface RemoveAccountDialogProps {
  /** "BCP •••• 2542", or null when closed. */
  label: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * "¿Eliminar la cuenta …?": the confirmation before removing an account. Its own module, fetched
 * once the list is on screen, so the page paints without the dialog's code.
 */
export default function RemoveAccountDialog({
  label,
  onClose,
  onConfirm,
}: RemoveAccountDialogProps) {
  return (
    <Dialog
      open={label !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={label ? `¿Eliminar la cuenta ${label}?` : ''}
      description="Ya no podrás elegirla para recibir tus rescates. Si la necesitas otra vez, podrás registrarla de nuevo."
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button
            variant="danger"
            startIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={onConfirm}
          >
            Eliminar cuenta
          </Button>
        </>
      }
    />
  );
}
