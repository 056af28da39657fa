/** Where each password error shows, for every flow that sets a password with a code. */
export const PASSWORD_PLACEMENT = {
  SECURITY_CODE_NO_MATCH: 'code',
  '100031': 'code',
  '100032': 'code',
  '100033': 'code',
  '100073': 'password_confirmation',
  PASSWORD_TOO_COMMON: 'password',
} as const;
