// The database's tables, one file per area; drizzle-kit reads this entry (drizzle.config.ts).
import { users, consents, codes, outbox } from './users';
import { funds, fundSeries, fundNav, holidays } from './funds';
import {
  riskAnswers,
  biometricChecks,
  amlWatchlist,
  amlScreenings,
  coreParticipants,
  clientData,
  finalBeneficiaryChanges,
  documentPhotos,
  bankAccounts,
} from './participant';
import {
  positions,
  orders,
  orderEvents,
  orderReceipts,
  payments,
  movements,
  idempotencyKeys,
  collectorAccounts,
  scheduledRescues,
} from './orders';
import { jobRuns } from './ops';
import { payoutFiles, payoutItems, payoutStatusReports } from './payouts';

export * from './users';
export * from './funds';
export * from './ops';
export * from './participant';
export * from './orders';
export * from './payouts';

/** The tables handed to Drizzle (`db/client.ts`) for its relational queries. */
export const schema = {
  users,
  consents,
  codes,
  outbox,
  funds,
  fundSeries,
  fundNav,
  holidays,
  riskAnswers,
  positions,
  jobRuns,
  biometricChecks,
  amlWatchlist,
  amlScreenings,
  coreParticipants,
  clientData,
  finalBeneficiaryChanges,
  documentPhotos,
  orders,
  orderEvents,
  orderReceipts,
  payments,
  movements,
  idempotencyKeys,
  collectorAccounts,
  bankAccounts,
  scheduledRescues,
  payoutFiles,
  payoutItems,
  payoutStatusReports,
};
