import { MoneySplash } from '@saf/ui';

/** The "bank account created" splash, loaded only when it is shown. */
export default function AccountCreated({
  onAccounts,
  onHome,
}: {
  onAccounts: () => void;
  onHome: () => void;
}) {
  return (
    <MoneySplash
      type="bank-account-created"
      primaryAction={{ onClick: onAccounts }}
      secondaryAction={{ onClick: onHome }}
    />
  );
}
