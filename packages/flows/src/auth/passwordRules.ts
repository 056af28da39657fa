import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@saf/contract';

/** One hint under a new password: @saf/ui's `PasswordRule`, with the ids flows gives. */
export interface PasswordRule {
  id: 'length' | 'match' | 'personal';
  label: string;
  met: boolean;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * The hints a password screen shows while the customer types (docs/SECURITY.md: 8 to 128
 * characters, any characters, no composition rules; the server also refuses common ones).
 */
export function passwordRules(
  password: string,
  confirmation: string,
  email?: string,
): PasswordRule[] {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const lower = password.toLowerCase();
  return [
    {
      id: 'length',
      label: `Entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres`,
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      id: 'match',
      label: 'Las contraseñas coinciden',
      met: password.length > 0 && password === confirmation,
    },
    {
      id: 'personal',
      label: 'No incluye tu correo',
      met: password.length > 0 && (local.length < 3 || !lower.includes(local)),
    },
  ];
}

/**
 * A rough strength estimate for the meter: length counts most (a long passphrase is
 * strong); variety of character classes helps a little.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const repeated = /^(.)\1+$/.test(password);
  if (repeated) return 'weak';
  if (password.length >= 16 || (password.length >= 12 && classes >= 3)) return 'strong';
  if (password.length >= 10 || classes >= 3) return 'fair';
  return 'weak';
}
