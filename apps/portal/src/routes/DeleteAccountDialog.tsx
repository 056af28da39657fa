import { Button, Dialog, DialogClose } from '@saf/ui';
import { portalConfig } from '../config';

/**
 * What "Eliminar cuenta" opens. Loaded when the customer first asks for it, so the dialog's
 * code (focus trap, scroll lock, portal) is not part of every private page's first load.
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Account deletion arrives with its own issue; until then the customer is told how.
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Eliminar cuenta"
      description="Muy pronto podrás eliminar tu cuenta desde el portal."
      footer={
        <DialogClose>
          <Button variant="secondary">Entendido</Button>
        </DialogClose>
      }
    >
      <p>
        Mientras tanto, escríbenos a {portalConfig.supportEmail} o llámanos al{' '}
        {portalConfig.supportPhoneDisplay} y te ayudaremos con la solicitud.
      </p>
    </Dialog>
  );
}
