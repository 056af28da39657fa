export * from './api/client';
export * from './api/jwt';
export * from './session/cookies';
export * from './session/store';
