import { useBankAccountForm } from '@saf/flows';
import { BANK_ACCOUNT_FORM_TITLES, BankAccountFormScreen } from '@saf/ui';
import { lazy, Suspense, useState } from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { paths, ROUTES } from '../../paths';
import { queries } from '../../queries';
import { usePageTitle } from '../../usePageTitle';

const AccountCreated = lazy(() => import('./AccountCreated'));
const preloadCreated = () => void import('./AccountCreated').catch(() => undefined);

/**
 * `/accounts/create?volver=…` and `/accounts/edit?cuenta=ID`: the account form. A new account
 * ends on the "bank account created" splash; a customer who came from the rescue wizard goes
 * back to it. An account the customer does not have shows the way back to their accounts.
 */
export function Component() {
  const navigate = useNavigate();
  const mode = useMatch(ROUTES.accountEdit) ? 'edit' : 'create';
  const [params] = useSearchParams();
  const { back } = queries.accountCreate(params);
  const [created, setCreated] = useState(false);
  const flow = useBankAccountForm({
    id: mode === 'edit' ? queries.accountEdit(params).account : undefined,
    onSaved: (_account, saved) => {
      if (back) navigate(back);
      else if (saved === 'create') setCreated(true);
      else navigate(paths.accounts());
    },
  });
  // The splash's code comes while the form is filled, not after saving.
  if (mode === 'create' && flow.submitCount === 1) preloadCreated();
  usePageTitle(BANK_ACCOUNT_FORM_TITLES[created ? 'created' : mode], flow.hasErrors);
  if (created)
    return (
      <Suspense fallback={null}>
        <AccountCreated
          onAccounts={() => void navigate(paths.accounts())}
          onHome={() => void navigate(paths.dashboard())}
        />
      </Suspense>
    );
  const state = flow.loading ? 'loading' : flow.notFound ? 'not-found' : flow.loadError && 'error';
  return (
    <BankAccountFormScreen
      {...flow}
      mode={mode}
      state={state || 'ready'}
      cancelHref={back ?? paths.accounts()}
      accountsHref={paths.accounts()}
      returnsToRescue={Boolean(back)}
      renderLink={routerLink}
    />
  );
}
