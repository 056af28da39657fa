import { useBankAccountForm } from '@saf/flows';
import { BankAccountFormScreen, LoadError, Skeleton, SkeletonGroup } from '@saf/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

const AccountCreated = lazy(() => import('./AccountCreated'));
const preloadCreated = () => void import('./AccountCreated').catch(() => undefined);

/** Where a customer who came from another page (`?volver=/rescue/create-rescue`) goes back. */
function returnPath(value: string | null): string | null {
  return value && /^\/rescue\/[a-z-]+(\?paso=[a-z]+)?$/.test(value) ? value : null;
}

/**
 * `/accounts/create` and `/accounts/edit?cuenta=ID`: the account form. A new account ends on
 * the "bank account created" splash; a customer who came from the rescue wizard goes back to it.
 */
export function Component() {
  const navigate = useNavigate();
  const mode = useLocation().pathname.endsWith('/edit') ? 'edit' : 'create';
  const [params] = useSearchParams();
  const back = returnPath(params.get('volver'));
  const id = mode === 'edit' ? Number(params.get('cuenta')) || -1 : undefined;
  const [created, setCreated] = useState(false);
  const flow = useBankAccountForm({
    id,
    onSaved: (_account, saved) => {
      if (back) navigate(back);
      else if (saved === 'create') setCreated(true);
      else navigate(paths.accounts());
    },
  });
  // The splash's code comes while the form is filled, not after saving.
  if (mode === 'create' && flow.submitCount === 1) preloadCreated();
  const title = mode === 'create' ? 'Agregar cuenta bancaria' : 'Editar cuenta bancaria';
  usePageTitle(created ? 'Cuenta registrada' : title, flow.hasErrors);

  if (created) {
    return (
      <Suspense fallback={null}>
        <AccountCreated
          onAccounts={() => void navigate(paths.accounts())}
          onHome={() => void navigate(paths.dashboard())}
        />
      </Suspense>
    );
  }
  if (flow.loading) {
    return (
      <SkeletonGroup className="mx-auto w-full max-w-2xl space-y-4 p-6">
        <Skeleton className="h-8 w-2/3" variant="block" />
        <Skeleton className="h-96" variant="block" />
      </SkeletonGroup>
    );
  }
  if (flow.loadError || flow.notFound) {
    return (
      <div className="mx-auto w-full max-w-2xl p-6">
        <LoadError
          title={flow.notFound ? 'No encontramos esta cuenta' : 'No pudimos cargar tu cuenta'}
          {...(flow.notFound ? {} : { onRetry: flow.onRetry })}
        >
          {flow.notFound
            ? 'Puede que la hayas eliminado. Revisa tus cuentas registradas.'
            : flow.loadError}
        </LoadError>
      </div>
    );
  }
  return (
    <BankAccountFormScreen
      {...flow}
      mode={mode}
      cancelHref={back ?? paths.accounts()}
      returnNote={
        back
          ? 'Al guardar la cuenta volverás a tu rescate con los datos que ingresaste.'
          : undefined
      }
      renderLink={routerLink}
    />
  );
}
