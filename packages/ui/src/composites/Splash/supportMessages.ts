/** First messages of the support chat (`supportChatUrl`), by what the customer needs help with. */
export const supportMessages = {
  /** From the steps of becoming a participant of a fund. */
  participant: 'Hola, necesito ayuda para registrarme como partícipe de un fondo.',
  /** From the maintenance splash. */
  maintenance: 'Hola, el portal está en mantenimiento y necesito ayuda.',
} as const;
