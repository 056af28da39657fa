export { buildServer, handlers, type Deps } from './server';
export { loadConfig, testConfig, type Config } from './config';
export { openDatabase, type Database, type Db } from './db/client';
export { seed, DEMO_PASSWORD } from './seeds/demo';
export { ManualClock, systemClock, type Clock } from './lib/clock';
export { MemoryMailer, type Mailer } from './adapters/mail/index';
export {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './adapters/rate-limit/index';
