import type { HandlerMap } from '../modules/shared/handlers';
import { authHandlers } from '../modules/auth/routes';
import { registrationHandlers } from '../modules/registration/routes';
import { emailVerificationHandlers } from '../modules/email-verification/routes';
import { passwordHandlers } from '../modules/passwords/routes';
import { recoveryHandlers } from '../modules/recovery/routes';
import { mailboxHandlers } from '../modules/mailbox/routes';
import { phoneHandlers } from '../modules/phone/routes';
import { fundHandlers } from '../modules/funds/routes';
import { riskHandlers } from '../modules/risk/routes';
import { biometricHandlers } from '../modules/biometrics/routes';
import { participantHandlers } from '../modules/participant/routes';
import { ubigeoHandlers } from '../modules/ubigeo/routes';
import { orderHandlers } from '../modules/orders/routes';
import { bankAccountHandlers } from '../modules/bank-accounts/routes';
import { accountHandlers } from '../modules/account/routes';
import { profileHandlers } from '../modules/profile/routes';
import { securityHandlers } from '../modules/security/routes';
import { statementHandlers } from '../modules/statements/routes';
import { rescueHandlers } from '../modules/rescues/routes';

/** The handlers of each area (`modules/<area>/routes.ts`), each registered as its own plugin. */
export const areas: Readonly<Record<string, HandlerMap>> = {
  auth: authHandlers,
  registration: registrationHandlers,
  'email-verification': emailVerificationHandlers,
  passwords: passwordHandlers,
  recovery: recoveryHandlers,
  mailbox: mailboxHandlers,
  phone: phoneHandlers,
  funds: fundHandlers,
  risk: riskHandlers,
  biometrics: biometricHandlers,
  participant: participantHandlers,
  ubigeo: ubigeoHandlers,
  orders: orderHandlers,
  'bank-accounts': bankAccountHandlers,
  account: accountHandlers,
  profile: profileHandlers,
  security: securityHandlers,
  statements: statementHandlers,
  rescues: rescueHandlers,
};

/** Every handler by operation id. */
export const handlers: HandlerMap = Object.assign({}, ...Object.values(areas)) as HandlerMap;
