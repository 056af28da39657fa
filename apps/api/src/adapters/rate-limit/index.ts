export type { RateLimitStore } from './types';
export { MemoryRateLimitStore } from './memory';
export { RedisRateLimitStore } from './redis';
