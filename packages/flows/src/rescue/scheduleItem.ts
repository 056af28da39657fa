import type { ScheduledRescue } from '@saf/contract';

/** A schedule as home's portfolio shows it under its holding. */
export function scheduleItem(s: ScheduledRescue) {
  return {
    id: String(s.id),
    status: s.status === 'PAUSED' ? ('paused' as const) : ('active' as const),
    amount: s.amount,
    currency: s.currency,
    dayOfMonth: s.day_of_month,
    nextDate: s.next_date,
    accountLabel: `${s.bank_account.bank_name} •••• ${s.bank_account.last4}`,
    lastResult: s.last_result,
  };
}
