import { Button } from '../../../primitives/Button';
import { Dialog, DialogClose } from '../../../primitives/Dialog';
import { MovementFilterFields, type MovementFilterFieldsProps } from './MovementFilterFields';

export interface MovementFiltersDialogProps extends Omit<
  MovementFilterFieldsProps,
  'stacked' | 'children'
> {
  open: boolean;
  /** Closed by "Ver movimientos", "Cerrar", Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Some filter is set: offers "Limpiar filtros". */
  filtered: boolean;
  /** "Limpiar filtros": every movement again; the dialog closes. */
  onClearFilters: () => void;
  /** What the list behind shows now (Spanish), read while the dialog hides the page. */
  status: string;
}

/**
 * The movements' filters on a narrow screen, in the Dialog primitive: each change applies at
 * once (the list behind follows and the dialog says what it shows); "Ver movimientos" closes
 * it, keeping the filters, and the focus goes back to "Filtrar".
 */
export function MovementFiltersDialog({
  open,
  onOpenChange,
  filtered,
  onClearFilters,
  status,
  ...fields
}: MovementFiltersDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Filtrar movimientos"
      // A narrow phone gives the panel the room of the day, month and year boxes (320 px wide:
      // 256 px inside, for their 248); from `sm` up the primitive's own width applies.
      className="max-sm:w-[calc(100%-1rem)]"
      footer={
        <>
          {filtered ? (
            <Button
              variant="secondary"
              onClick={() => {
                onClearFilters();
                onOpenChange(false);
              }}
            >
              Limpiar filtros
            </Button>
          ) : null}
          <DialogClose>
            <Button>Ver movimientos</Button>
          </DialogClose>
        </>
      }
    >
      <div className="flex flex-col gap-4 pb-1">
        <MovementFilterFields {...fields} stacked />
        <p role="status" className="text-sm text-muted empty:hidden">
          {status}
        </p>
      </div>
    </Dialog>
  );
}
