// Stories only: shared copy for the screens' stories.
import type { SupportContact } from './types';

export const demoSupport: SupportContact = {
  phone: '(01) 311-0000',
  email: 'atencion@quipufondos.pe',
  hours: 'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
};
