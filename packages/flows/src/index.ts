// Shared: the API client, errors, session, provider and form plumbing every flow uses.
export * from './api/client';
export * from './api/call';
export * from './api/jwt';
export * from './errors';
export * from './provider/FlowsProvider';
export * from './provider/FlowsDataScope';
export * from './session/cookies';
export * from './session/store';
export * from './session/useSession';
export * from './forms/useFormFlow';
export * from './forms/useCountdown';
export * from './forms/useResend';

// Flows by area.
export * from './auth/passwordRules';
export * from './auth/useLogin';
export * from './auth/useRegister';
export * from './config/useGlobalConfig';
export * from './auth/useEmailVerification';
export * from './auth/useIdentityValidation';
export * from './auth/useGeneratePassword';
export * from './auth/usePasswordRecovery';
