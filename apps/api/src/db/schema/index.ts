// The database's tables, one file per area; drizzle-kit reads this entry (drizzle.config.ts).
import { users, consents, codes, outbox } from './users';
import { funds, fundSeries, fundNav, holidays, navFiles, navFileValues } from './funds';
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
  gatewayPayments,
  movements,
  idempotencyKeys,
  collectorAccounts,
  scheduledRescues,
} from './orders';
import { jobRuns, operatorAudit } from './ops';
import { bankStatements, bankCredits } from './treasury';
import { payoutFiles, payoutItems, payoutStatusReports } from './payouts';
import { screeningListVersions, amlMatchReviews } from './screening';

export * from './users';
export * from './funds';
export * from './ops';
export * from './participant';
export * from './orders';
export * from './treasury';
export * from './payouts';
export * from './screening';

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
  navFiles,
  navFileValues,
  riskAnswers,
  positions,
  jobRuns,
  operatorAudit,
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
  gatewayPayments,
  movements,
  idempotencyKeys,
  collectorAccounts,
  bankAccounts,
  scheduledRescues,
  bankStatements,
  bankCredits,
  payoutFiles,
  payoutItems,
  payoutStatusReports,
  screeningListVersions,
  amlMatchReviews,
};
