import { useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { RadioGroup } from '../../../primitives/RadioGroup';

/** A rescue whose payout the bank returned: the accounts it may be sent to instead. */
export interface PayoutAccountChoice {
  /** The customer's accounts in the rescue's currency, e.g. "BCP •••• 1234 (Sueldo)". */
  accounts: readonly { id: number; label: string }[];
  /** The account the rejected payout went to (preselected: it may have been corrected). */
  currentId: number | null;
  /** The choice is being saved: the button shows a spinner. */
  choosing: boolean;
  /** Why the choice failed (Spanish). */
  error?: string;
  /** Sends the payout to this account in the next payout file. */
  onChoose: (accountId: number) => void;
}

/**
 * Under a rejected payout's steps: the customer picks the account (another one, or the same once
 * corrected) and the rescue is paid again on the next business day.
 */
export function PayoutAccountChoiceForm({ choice }: { choice: PayoutAccountChoice }) {
  const [picked, setPicked] = useState(choice.currentId ? String(choice.currentId) : '');
  if (choice.accounts.length === 0)
    return (
      <Alert variant="warning" title="Agrega una cuenta para recibir tu pago" className="mt-5">
        No tienes cuentas en la moneda del fondo. Agrégala en Mis cuentas bancarias y vuelve aquí.
      </Alert>
    );
  return (
    <form
      className="mt-5 flex flex-col gap-4 rounded-lg border border-border-strong p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked && !choice.choosing) choice.onChoose(Number(picked));
      }}
    >
      <RadioGroup
        label="¿A qué cuenta te enviamos el pago?"
        hint="Si corregiste tu cuenta en Mis cuentas bancarias, elígela de nuevo."
        options={choice.accounts.map((a) => ({ value: String(a.id), label: a.label }))}
        value={picked}
        onValueChange={setPicked}
        required
      />
      {choice.error ? <Alert variant="danger">{choice.error}</Alert> : null}
      <Button
        type="submit"
        disabled={!picked}
        loading={choice.choosing}
        loadingLabel="Guardando la cuenta"
        className="self-start"
      >
        Enviar el pago a esta cuenta
      </Button>
    </form>
  );
}
