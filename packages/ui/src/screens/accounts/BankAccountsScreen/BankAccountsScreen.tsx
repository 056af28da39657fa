import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Info, Landmark, Plus } from '../../../icons';
import { cn } from '../../../lib/cn';
import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../shared/LoadError';
import { renderAnchor } from '../../shared/types';
import { bankAccountLabel } from './bankAccountFormat';

import { BankAccountCard, type Action, type BankAccountItem } from './BankAccountCard';
import { BankAccountsSkeleton } from './BankAccountsSkeleton';

export type { BankAccountItem } from './BankAccountCard';

const loadDialog = () => import('./RemoveAccountDialog');
const RemoveAccountDialog = lazy(loadDialog);

/** The page's title and heading. */
export const BANK_ACCOUNTS_TITLE = 'Cuentas bancarias';

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

/** The action the customer started here, until its account is no longer busy with it. */
interface PendingAction {
  id: string;
  action: Action;
  /** `busyId` has named the account since: when it stops, the action is over. */
  sawBusy: boolean;
}

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
            {BANK_ACCOUNTS_TITLE}
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
