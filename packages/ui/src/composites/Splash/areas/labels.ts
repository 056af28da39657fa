// Action labels that splashes of several areas share.
export const HOME = 'Ir al inicio';
export const PROFILE = 'Volver a mi perfil';
export const SUPPORT = 'Contactar a soporte';
export const MOVEMENTS = 'Ver mis movimientos';
export const LOGIN = 'Iniciar sesión';
