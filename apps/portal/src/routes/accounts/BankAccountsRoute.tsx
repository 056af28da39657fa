import { useBankAccounts } from '@saf/flows';
import { BankAccountsScreen, BANK_ACCOUNTS_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

const editHref = (id: number) => paths.accountEdit({ account: id });

/** `/accounts` (main menu "Cuentas"): the customer's bank accounts, where rescues are paid. */
export function Component() {
  const flow = useBankAccounts({ editHref });
  usePageTitle(BANK_ACCOUNTS_TITLE, Boolean(flow.actionError));
  return (
    <BankAccountsScreen
      accounts={flow.accounts}
      max={flow.max}
      addHref={paths.accountCreate()}
      onSetMain={flow.onSetMain}
      onRemove={flow.onRemove}
      busyId={flow.busyId}
      actionError={flow.actionError}
      notice={flow.notice}
      loading={flow.loading}
      loadError={flow.loadError}
      onRetry={flow.onRetry}
      renderLink={routerLink}
    />
  );
}
