import type { Rescue } from '@saf/flows';
import { RescueCreatedSplash, RescueReceiptSummary } from '@saf/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';

/** "Rescate registrado": the reference, what was asked and when the money arrives. */
export default function RescueCreated({ rescue }: { rescue: Rescue }) {
  const navigate = useNavigate();
  return (
    <RescueCreatedSplash
      reference={rescue.reference}
      onHome={() => void navigate(paths.dashboard())}
      onMovements={() => void navigate(`/movements?orden=${rescue.reference}`)}
    >
      <RescueReceiptSummary
        fundName={rescue.fund_name}
        seriesLabel={rescue.series_name}
        currency={rescue.currency}
        kind={rescue.mode === 'TOTAL' ? 'total' : 'partial'}
        amount={rescue.mode === 'CUOTAS' ? null : rescue.amount}
        cuotas={rescue.mode === 'CUOTAS' ? rescue.cuotas : null}
        paymentDate={rescue.payment_date}
        account={{
          bankName: rescue.bank_account.bank_name,
          accountNumber: rescue.bank_account.last4,
        }}
      />
    </RescueCreatedSplash>
  );
}
