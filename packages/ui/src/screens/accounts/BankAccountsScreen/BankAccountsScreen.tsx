import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  BadgeCheck,
  Check,
  Eye,
  Info,
  Landmark,
  LockKeyhole,
  Pencil,
  Plus,
  Star,
  Trash2,
  TriangleAlert,
} from '../../../icons';
import { cn } from '../../../lib/cn';
import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { currencyNames, type Currency } from '../../../primitives/Money';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { CopyableValue } from '../../investing/CopyButton';
import { LoadError } from '../../shared/LoadError';
import { renderAnchor } from '../../shared/types';
import { bankAccountLabel, formatCci, lastFourDigits, maskBankNumber } from './bankAccountFormat';

const loadDialog = () => import('./RemoveAccountDialog');
const RemoveAccountDialog = lazy(loadDialog);

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

export interface BankAccountsScreenProps {
  /** The customer's accounts, in any order: the main one is shown first. */
  accounts: readonly BankAccountItem[];
  /** The most accounts a customer may register (5): at it, "Agregar cuenta" gives way to a note. */
  max: number;
  /** Where "Agregar cuenta" leads. */
  addHref: string;
  /** "Hacer principal" of an account. When it becomes the main one, the focus moves to its card. */
  onSetMain: (id: string) => void;
  /**
   * An account's removal, once confirmed in the dialog. When it leaves the list, the focus
   * moves to the page's title.
   */
  onRemove: (id: string) => void;
  /**
   * An action on this account is in flight: the button that started it shows a spinner and the
   * card's other actions wait.
   */
  busyId?: string;
  /** The last action failed (Spanish): an alert under the title. */
  actionError?: string;
  /**
   * What the last action did (Spanish), e.g. "Tu cuenta principal ahora es BBVA •••• 7615.":
   * shown under the title and announced politely. `bankAccountLabel` names an account the way
   * the page does.
   */
  notice?: string;
  /** The accounts are loading: skeletons in place of the list. @default false */
  loading?: boolean;
  /** The accounts could not be loaded (Spanish): in place of the list, with "Reintentar". */
  loadError?: string;
  /** "Reintentar" after `loadError`. */
  onRetry?: () => void;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

type Action = 'main' | 'remove';

/** The action the customer started here, until its account is no longer busy with it. */
interface PendingAction {
  id: string;
  action: Action;
  /** `busyId` has named the account since: when it stops, the action is over. */
  sawBusy: boolean;
}

const focusTargetClasses =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The main account first; the others keep their order. */
function mainFirst(accounts: readonly BankAccountItem[]): BankAccountItem[] {
  return [...accounts].sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

/**
 * "Cuentas bancarias" (`/accounts`): the customer's own accounts, where rescues are paid. Each
 * is a card with its bank, alias, currency and type, and its account number and CCI masked to
 * their last four digits until "Mostrar números" shows them in full, each with "Copiar". The
 * main account comes first with its badge; another can be made the main one. An account a
 * pending rescue pays to cannot be edited or removed, and says why; removing asks first, in a
 * dialog. At the maximum, "Agregar cuenta" gives way to a note.
 */
export function BankAccountsScreen({
  accounts,
  max,
  addHref,
  onSetMain,
  onRemove,
  busyId,
  actionError,
  notice,
  loading = false,
  loadError,
  onRetry,
  renderLink = renderAnchor,
}: BankAccountsScreenProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<BankAccountItem | null>(null);
  // The dialog is mounted from its first opening on (its closing animation needs it kept).
  const [dialogWanted, setDialogWanted] = useState(false);
  if (confirming && !dialogWanted) setDialogWanted(true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Where the focus goes once an action is done; `nonce` focuses the same place again.
  const [focusTarget, setFocusTarget] = useState<{ id: string | null; nonce: number } | null>(null);

  // Adjusting state to the props (React's pattern, no effect): the action started here is done
  // when the account became the main one or left the list, or over when it is no longer busy.
  if (pending) {
    const account = accounts.find((a) => a.id === pending.id);
    const focusNext = (id: string | null) =>
      setFocusTarget((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }));
    if (pending.action === 'main' && account?.isMain) {
      setPending(null);
      focusNext(pending.id);
    } else if (pending.action === 'remove' && !account) {
      setPending(null);
      focusNext(null);
    } else if (busyId === pending.id && !pending.sawBusy) {
      setPending({ ...pending, sawBusy: true });
    } else if (busyId !== pending.id && pending.sawBusy) {
      setPending(null);
    }
  }

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.id === null) {
      headingRef.current?.focus();
      return;
    }
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-focus-id="${CSS.escape(focusTarget.id)}"]`)
      ?.focus();
  }, [focusTarget]);

  const ready = !loading && !loadError;
  // The confirmation's code is fetched once the list is on screen, so "Eliminar" does not wait.
  const listed = ready && accounts.length > 0;
  useEffect(() => {
    if (listed) void loadDialog().catch(() => undefined);
  }, [listed]);
  const atMax = accounts.length >= max;
  const toggle = (id: string) =>
    setShown((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const setMain = (id: string) => {
    setPending({ id, action: 'main', sawBusy: false });
    onSetMain(id);
  };
  const remove = (account: BankAccountItem) => {
    setConfirming(null);
    setPending({ id: account.id, action: 'remove', sawBusy: false });
    onRemove(account.id);
  };

  const addLink = (
    <>
      <Plus aria-hidden className="size-5" />
      Agregar cuenta
    </>
  );

  return (
    <div
      ref={rootRef}
      data-slot="bank-accounts-screen"
      data-state={loading ? 'loading' : loadError ? 'error' : 'ready'}
      className="flex flex-col gap-6 text-text"
    >
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="max-w-prose">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            Cuentas bancarias
          </h1>
          <p className="mt-1 text-muted">
            Tus rescates se pagan solo a cuentas a tu nombre y en la moneda del fondo.
          </p>
        </div>
        {ready && accounts.length > 0 ? (
          atMax ? (
            <p
              data-slot="bank-accounts-max"
              className="flex max-w-sm items-start gap-2 text-sm text-muted"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
              <span>Registraste el máximo de {max} cuentas. Elimina una para agregar otra.</span>
            </p>
          ) : (
            renderLink({
              href: addHref,
              className: cn(buttonVariants({ variant: 'primary' }), 'w-full xs:w-auto'),
              children: addLink,
            })
          )
        ) : null}
      </header>

      {actionError ? <Alert variant="danger">{actionError}</Alert> : null}
      {/* Always in the DOM, so a new notice is announced. */}
      <div role="status" className="empty:hidden">
        {notice ? (
          <Alert variant="success" announce={false}>
            {notice}
          </Alert>
        ) : null}
      </div>

      {loading ? <BankAccountsSkeleton /> : null}

      {!loading && loadError ? (
        <LoadError title="No pudimos cargar tus cuentas bancarias" onRetry={onRetry}>
          {loadError}
        </LoadError>
      ) : null}

      {ready && accounts.length === 0 ? (
        <EmptyState
          icon={<Landmark />}
          title="Aún no registras cuentas bancarias"
          description="Cuando rescates, te pagaremos en una cuenta a tu nombre. Registra la tuya en soles o en dólares para tenerla lista."
          action={renderLink({
            href: addHref,
            className: buttonVariants({ variant: 'primary' }),
            children: addLink,
          })}
        />
      ) : null}

      {ready && accounts.length > 0 ? (
        <ul aria-label="Tus cuentas bancarias" className="grid gap-4 lg:grid-cols-2">
          {mainFirst(accounts).map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              numbersShown={shown.has(account.id)}
              onToggleNumbers={() => toggle(account.id)}
              busy={busyId === account.id}
              busyAction={
                busyId === account.id && pending?.id === account.id ? pending.action : undefined
              }
              onSetMain={() => setMain(account.id)}
              onRemove={() => setConfirming(account)}
              renderLink={renderLink}
            />
          ))}
        </ul>
      ) : null}

      {dialogWanted ? (
        <Suspense fallback={null}>
          <RemoveAccountDialog
            label={confirming ? bankAccountLabel(confirming) : null}
            onClose={() => setConfirming(null)}
            onConfirm={() => confirming && remove(confirming)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

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

function BankAccountCard({
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

/** Two card-shaped placeholders while the accounts load. */
function BankAccountsSkeleton() {
  return (
    <SkeletonGroup label="Cargando tus cuentas bancarias" className="grid gap-4 lg:grid-cols-2">
      {[0, 1].map((card) => (
        <div
          key={card}
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <div className="flex items-start gap-3">
            <Skeleton variant="block" className="size-10 rounded-md" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="w-1/3" />
              <Skeleton className="w-1/2" />
            </div>
          </div>
          <Skeleton variant="block" className="h-32 w-full rounded-lg" />
          <Skeleton variant="block" className="h-9 w-2/3 rounded-md" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
