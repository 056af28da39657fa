// Stories only: shared copy for the screens' stories.
import type { SupportContact } from './types';

export const demoSupport: SupportContact = {
  phone: '(01) 311-0000',
  email: 'atencion@quipufondos.pe',
  hours: 'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
  accessibilityHref: '/accesibilidad',
};

/** The hints a flows hook would compute, for stories that let the designer type. */
export function demoPasswordRules(password: string, confirmation: string, email = '') {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  return [
    {
      id: 'length',
      label: 'Entre 8 y 128 caracteres',
      met: password.length >= 8 && password.length <= 128,
    },
    {
      id: 'match',
      label: 'Las contraseñas coinciden',
      met: password.length > 0 && password === confirmation,
    },
    {
      id: 'personal',
      label: 'Evita contraseñas comunes o tu correo',
      met:
        password.length > 0 &&
        !['12345678', 'password', 'contraseña'].includes(password.toLowerCase()) &&
        (local.length < 3 || !password.toLowerCase().includes(local)),
    },
  ];
}

/** A rough strength for stories: length counts most. */
export function demoPasswordStrength(password: string): 'weak' | 'fair' | 'strong' | undefined {
  if (!password) return undefined;
  if (password.length >= 16) return 'strong';
  if (password.length >= 10) return 'fair';
  return 'weak';
}
