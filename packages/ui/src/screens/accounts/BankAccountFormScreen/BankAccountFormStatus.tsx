import { SearchX } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { LoadError } from '../../shared/LoadError';
import { EmptyStateLink } from '../../shared/EmptyStateLink';

export interface BankAccountFormStatusProps {
  /** `loading`: the account being edited is on its way; `error`: it could not be loaded;
   * `not-found`: the customer has no such account (deleted, or a wrong address). */
  state: 'loading' | 'error' | 'not-found';
  /** What happened, when it could not be loaded (Spanish). */
  loadError?: string;
  /** Loads the account again after an error. */
  onRetry?: () => void;
  /** The customer's accounts, where the not-found state leads back. */
  accountsHref: string;
  /** The page's heading while it loads or failed to (the form's own, e.g. "Editar cuenta bancaria"). */
  heading: string;
  renderLink: RenderLink;
}

/** The account form's page before it has an account to edit. */
export function BankAccountFormStatus({
  state,
  loadError,
  onRetry,
  accountsHref,
  heading,
  renderLink,
}: BankAccountFormStatusProps) {
  if (state === 'loading')
    return (
      <SkeletonGroup className="mx-auto w-full max-w-2xl space-y-4 p-6">
        <Skeleton className="h-8 w-2/3" variant="block" />
        <Skeleton className="h-96" variant="block" />
      </SkeletonGroup>
    );
  if (state === 'error')
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-text">
        <h1 className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {heading}
        </h1>
        <LoadError title="No pudimos cargar tu cuenta" onRetry={onRetry}>
          {loadError}
        </LoadError>
      </div>
    );
  return (
    <div data-slot="bank-account-not-found" className="mx-auto w-full max-w-2xl text-text">
      <h1 className="sr-only">No encontramos esta cuenta</h1>
      <EmptyStateLink
        icon={<SearchX />}
        headingLevel={2}
        title="No encontramos esta cuenta"
        description="Puede que la hayas eliminado o que el enlace esté incompleto. Revisa tus cuentas registradas."
        href={accountsHref}
        label="Ver mis cuentas"
        renderLink={renderLink}
      />
    </div>
  );
}
