/**
 * Spanish for a check whose schema gave no message of its own. The contract's schemas carry
 * their own Spanish messages for every check a customer can fail, so this is a safety net;
 * it replaces zod's locale files, which the login page would otherwise ship.
 */
export function spanishIssue(issue: { code?: string; origin?: string; minimum?: unknown }): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? 'Este dato es obligatorio.'
        : 'Es demasiado corto.';
    case 'too_big':
      return 'Es demasiado largo.';
    case 'invalid_format':
      return 'El formato no es válido.';
    case 'invalid_value':
      return 'Elige una opción válida.';
    default:
      return 'Revisa este dato.';
  }
}
