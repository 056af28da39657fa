/**
 * The API's public testing entry (`@saf/api/testing`): what a harness outside the package (the
 * end-to-end server in `e2e/server.ts`) needs to run the real API on a scratch database with the
 * demo data and a clock of its own. Nothing here is part of the production server.
 */
export { buildServer, type Deps } from './server';
export { loadConfig, type Config } from './config';
export type { Db } from './db/client';
export { riskAnswers, users } from './db/schema';
export { openScratchDatabase } from './db/scratch';
export type { Clock } from './lib/clock';
export { hashPassword } from './lib/passwords';
export { DEMO_PASSWORD, seed, seedCoreParticipants, seedWatchlist } from './seeds/demo';
export { seedFunds } from './seeds/funds';
export {
  seedDemoHistory,
  seedOrderHistory,
  type HistoryStep,
  type RescueStep,
} from './seeds/history';
export { seedCompletedClientData } from './seeds/client-data';
export { CURRENT_QUESTIONNAIRE } from './modules/risk/questionnaire';
export { publishTradeDayOf } from './modules/orders/trade-day';
export { declareHoliday, withdrawHoliday } from './modules/funds/calendar';
export { CATALOGUE } from './modules/funds/catalogue';
export { peruHolidays } from './lib/holidays';
export { htmlPolicy } from './ops/html-policy';
export { runOps, type OpsRun } from './ops/cli/run';
export type { OpsEnv } from './ops/cli/types';
export {
  acceptingStatusReport,
  SAMPLE_PAYOUT_SETTINGS,
  transferNotification,
} from './testing/bank-files';
