import {
  BadgeCheck,
  Check,
  Eye,
  Landmark,
  LockKeyhole,
  Pencil,
  Star,
  Trash2,
  TriangleAlert,
} from '../../../icons';
import { cn } from '../../../lib/cn';
import type { RenderLink } from '../../../composites/AppShell';
import { Button, buttonVariants } from '../../../primitives/Button';
import { currencyNames, type Currency } from '../../../primitives/Money';
import { CopyableValue } from '../../investing/CopyButton';
import { bankAccountLabel, formatCci, lastFourDigits, maskBankNumber } from './bankAccountFormat';

/** One of the customer's own bank accounts, where rescues are paid. */
export interface BankAccountItem {
  /** Stable id: the React key and what `onSetMain` and `onRemove` receive. */
  id: string;
  /** The bank's name, e.g. "BCP". */
  bankName: string;
  currency: Currency;
  /** The type of account as the customer reads it: "Ahorros" or "Corriente". */
  typeLabel: string;
  /** Digits only; shown as its last four until the customer asks to see it. */
  accountNumber: string;
  /** The CCI, 20 digits; shown grouped 3-3-12-2 when the numbers are shown. */
  cci: string;
  /** A name the customer gave it ("Sueldo"). */
  alias?: string | null;
  /** Rescues propose it first; shown first, with the "Principal" badge. */
  isMain: boolean;
  /** A pending rescue pays to it: it cannot be edited or removed until paid, and says so. */
  inUse: boolean;
  /** The CCI came with the "00" check pair (accepted): a note asks to confirm it with the bank. */
  cciUnchecked: boolean;
  /** Where "Editar" leads. */
  editHref: string;
}

const focusTargetClasses =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** An action on an account: making it the main one, or removing it. */
export type Action = 'main' | 'remove';

interface BankAccountCardProps {
  account: BankAccountItem;
  numbersShown: boolean;
  onToggleNumbers: () => void;
  /** An action on this account is in flight. */
  busy: boolean;
  /** Which, when it was started here: its button shows the spinner. */
  busyAction?: Action;
  onSetMain: () => void;
  onRemove: () => void;
  renderLink: RenderLink;
}

export function BankAccountCard({
  account,
  numbersShown,
  onToggleNumbers,
  busy,
  busyAction,
  onSetMain,
  onRemove,
  renderLink,
}: BankAccountCardProps) {
  const label = bankAccountLabel(account);
  const forAccount = <span className="sr-only"> la cuenta {label}</span>;
  const numbersId = `bank-account-${account.id}-numbers`;
  return (
    <li
      tabIndex={-1}
      data-slot="bank-account"
      data-focus-id={account.id}
      data-main={account.isMain || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border bg-surface p-4 shadow-sm sm:p-5',
        account.isMain ? 'border-primary' : 'border-border',
        focusTargetClasses,
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-5"
        >
          <Landmark />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="font-display text-lg font-semibold break-words">{account.bankName}</h2>
            {account.isMain ? (
              <span
                data-slot="bank-account-main"
                className="inline-flex items-center gap-1.5 rounded-full border border-primary bg-secondary px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-secondary-foreground [&_svg]:size-4"
              >
                <BadgeCheck aria-hidden="true" />
                Principal
              </span>
            ) : null}
          </div>
          {account.alias ? <p className="font-medium break-words">{account.alias}</p> : null}
          <p className="text-sm text-muted">
            {currencyNames[account.currency]}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, cuenta </span>
            {account.typeLabel}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-lg bg-surface-sunken p-3 sm:p-4">
        <dl id={numbersId} className="flex flex-col gap-3">
          {numbersShown ? (
            <>
              <CopyableValue
                term="Número de cuenta"
                copyLabel={`número de cuenta de ${label}`}
                copyValue={account.accountNumber}
              >
                {account.accountNumber}
              </CopyableValue>
              <CopyableValue term="CCI" copyLabel={`CCI de ${label}`} copyValue={account.cci}>
                {formatCci(account.cci)}
              </CopyableValue>
            </>
          ) : (
            <>
              <MaskedNumber term="Número de cuenta" value={account.accountNumber} />
              <MaskedNumber term="CCI" value={account.cci} />
            </>
          )}
        </dl>
        <Button
          // Pressed, it looks switched on (a box and a tick): the numbers are shown.
          variant={numbersShown ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={numbersShown}
          aria-controls={numbersId}
          // The name stays "Mostrar números" and `aria-pressed` says they are shown (a toggle
          // whose name also flipped would announce the opposite of its state); the tooltip
          // says what a click does next.
          title={numbersShown ? 'Ocultar números' : undefined}
          startIcon={
            numbersShown ? (
              <Check aria-hidden strokeWidth={3} className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )
          }
          onClick={onToggleNumbers}
          className="self-start"
        >
          Mostrar números<span className="sr-only"> de {label}</span>
        </Button>
      </div>

      {account.cciUnchecked ? (
        <p
          data-slot="bank-account-cci-note"
          className="flex items-start gap-2 rounded-md bg-warning-surface px-3 py-2 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            Este CCI no trae dígitos de control (termina en 00). Confirma con tu banco que esté bien
            escrito.
          </span>
        </p>
      ) : null}
      {account.inUse ? (
        <p
          data-slot="bank-account-in-use"
          className="flex items-start gap-2 rounded-md bg-info-surface px-3 py-2 text-sm"
        >
          <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
          <span>
            Esta cuenta recibirá el pago de un rescate en curso: podrás editarla o eliminarla cuando
            se pague.
          </span>
        </p>
      ) : null}

      {!account.isMain || !account.inUse ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
          {account.isMain ? null : (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<Star aria-hidden className="size-4" />}
              loading={busyAction === 'main'}
              loadingLabel="Guardando"
              disabled={busy && busyAction !== 'main'}
              onClick={onSetMain}
            >
              Hacer principal{forAccount}
            </Button>
          )}
          {account.inUse ? null : (
            <>
              {busy
                ? null
                : renderLink({
                    href: account.editHref,
                    className: buttonVariants({ variant: 'ghost', size: 'sm' }),
                    children: (
                      <>
                        <Pencil aria-hidden className="size-4" />
                        <span>Editar{forAccount}</span>
                      </>
                    ),
                  })}
              <Button
                variant="ghost"
                size="sm"
                startIcon={<Trash2 aria-hidden className="size-4" />}
                loading={busyAction === 'remove'}
                loadingLabel="Eliminando"
                disabled={busy && busyAction !== 'remove'}
                onClick={onRemove}
              >
                Eliminar{forAccount}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A number hidden but for its last four digits; a screen reader hears "terminado en 2542". */
function MaskedNumber({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold whitespace-nowrap tabular-nums">
        <span aria-hidden="true">{maskBankNumber(value)}</span>
        <span className="sr-only">terminado en {lastFourDigits(value)}</span>
      </dd>
    </div>
  );
}
