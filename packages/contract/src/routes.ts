import type { RouteDef, Out, In } from './route-def';
import { loginRoute, logoutRoute, meRoute } from './auth';
import { globalConfigRoute } from './config';
import {
  registerEmailRoute,
  sendEmailValidationRoute,
  verifyEmailRoute,
  sendProspectDocumentRoute,
  validateSecurityCodeRoute,
} from './registration';
import {
  sendEmailCreationPasswordRoute,
  createPasswordRoute,
  updatePasswordRoute,
  sendRecoveryCodeRoute,
  validateRecoveryCodeRoute,
  resetPasswordRoute,
} from './password';
import { updateEmailRoute } from './email';
import { devSmsRoute, updatePhoneRoute, verifyPhoneRoute } from './phone';
import { devMailboxRoute } from './dev';
import {
  fundDetailRoute,
  fundDocumentRoute,
  fundHistoryRoute,
  fundListRoute,
  fundSimulationRoute,
  recommendedFundsRoute,
} from './funds';
import { riskQuestionnaireRoute, riskResultRoute, riskSubmitRoute } from './risk';
import { ubigeoListRoute } from './ubigeo';
import { amlScreeningRoute, spectrumParticipantRoute } from './screening';
import {
  clientDataRoute,
  completeClientDataRoute,
  documentPhotoRoute,
  saveClientStepRoute,
} from './client-data';
import { clientDataStatusRoute } from './participant-status';
import {
  cancelOrderRoute,
  checkoutRoute,
  createSubscriptionRoute,
  devReviewTransferRoute,
  investOptionsRoute,
  orderReceiptPdfRoute,
  orderRoute,
  paymentNotificationRoute,
  mercadoPagoWebhookRoute,
  transferReceiptRoute,
} from './orders';
import { movementsCsvRoute, movementsRoute, portfolioRoute } from './movements';
import {
  createBankAccountRoute,
  deleteBankAccountRoute,
  listBankAccountsRoute,
  setMainBankAccountRoute,
  updateBankAccountRoute,
} from './bank-accounts';
import {
  cancelRescueRoute,
  changeRescueAccountRoute,
  cancelScheduledRescueRoute,
  createRescueRoute,
  createScheduledRescueRoute,
  pauseScheduledRescueRoute,
  rescueOptionsRoute,
  rescueRoute,
  resumeScheduledRescueRoute,
  scheduledRescuesRoute,
} from './rescues';
import { accountDeletionStatusRoute, deleteAccountRoute } from './account-deletion';
import { profileRoute, updateConsentRoute } from './profile';
import { profileAddressRoute, updateAddressRoute } from './profile-address';
import { riskChangeCodeRoute, riskChangeRoute } from './profile-changes';
import {
  beneficiaryChangeCodeRoute,
  beneficiaryChangeRoute,
  finalBeneficiaryRoute,
} from './beneficiary-change';
import { reportSecurityEventRoute, securityLogRoute } from './security-log';
import {
  heldFundDocumentsRoute,
  participationCertificateRoute,
  statementPdfRoute,
  statementPeriodsRoute,
} from './statements';
import { biometricCompareRoute, biometricSessionRoute, biometricStatusRoute } from './biometrics';

export * from './route-def';

/**
 * Every route by operation name: the server registers them all and generates its OpenAPI
 * document from them. A client imports the single routes it calls (`loginRoute`), so a page
 * ships only those routes' schemas.
 */
export const routes = {
  login: loginRoute,
  logout: logoutRoute,
  me: meRoute,
  globalConfig: globalConfigRoute,
  registerEmail: registerEmailRoute,
  sendEmailValidation: sendEmailValidationRoute,
  verifyEmail: verifyEmailRoute,
  sendProspectDocument: sendProspectDocumentRoute,
  validateSecurityCode: validateSecurityCodeRoute,
  sendEmailCreationPassword: sendEmailCreationPasswordRoute,
  createPassword: createPasswordRoute,
  updatePassword: updatePasswordRoute,
  sendRecoveryCode: sendRecoveryCodeRoute,
  validateRecoveryCode: validateRecoveryCodeRoute,
  resetPassword: resetPasswordRoute,
  updateEmail: updateEmailRoute,
  updatePhone: updatePhoneRoute,
  verifyPhone: verifyPhoneRoute,
  devSms: devSmsRoute,
  devMailbox: devMailboxRoute,
  fundList: fundListRoute,
  fundHistory: fundHistoryRoute,
  fundDetail: fundDetailRoute,
  fundSimulation: fundSimulationRoute,
  fundDocument: fundDocumentRoute,
  recommendedFunds: recommendedFundsRoute,
  riskQuestionnaire: riskQuestionnaireRoute,
  riskSubmit: riskSubmitRoute,
  riskResult: riskResultRoute,
  ubigeoList: ubigeoListRoute,
  biometricStatus: biometricStatusRoute,
  biometricSession: biometricSessionRoute,
  biometricCompare: biometricCompareRoute,
  amlScreening: amlScreeningRoute,
  spectrumParticipant: spectrumParticipantRoute,
  clientData: clientDataRoute,
  clientDataStatus: clientDataStatusRoute,
  saveClientStep: saveClientStepRoute,
  documentPhoto: documentPhotoRoute,
  completeClientData: completeClientDataRoute,
  investOptions: investOptionsRoute,
  createSubscription: createSubscriptionRoute,
  order: orderRoute,
  cancelOrder: cancelOrderRoute,
  transferReceipt: transferReceiptRoute,
  checkout: checkoutRoute,
  paymentNotification: paymentNotificationRoute,
  mercadoPagoWebhook: mercadoPagoWebhookRoute,
  orderReceiptPdf: orderReceiptPdfRoute,
  movements: movementsRoute,
  movementsCsv: movementsCsvRoute,
  portfolio: portfolioRoute,
  devReviewTransfer: devReviewTransferRoute,
  listBankAccounts: listBankAccountsRoute,
  createBankAccount: createBankAccountRoute,
  updateBankAccount: updateBankAccountRoute,
  setMainBankAccount: setMainBankAccountRoute,
  deleteBankAccount: deleteBankAccountRoute,
  rescueOptions: rescueOptionsRoute,
  createRescue: createRescueRoute,
  rescue: rescueRoute,
  cancelRescue: cancelRescueRoute,
  changeRescueAccount: changeRescueAccountRoute,
  scheduledRescues: scheduledRescuesRoute,
  createScheduledRescue: createScheduledRescueRoute,
  pauseScheduledRescue: pauseScheduledRescueRoute,
  resumeScheduledRescue: resumeScheduledRescueRoute,
  cancelScheduledRescue: cancelScheduledRescueRoute,
  accountDeletionStatus: accountDeletionStatusRoute,
  deleteAccount: deleteAccountRoute,
  profile: profileRoute,
  updateConsent: updateConsentRoute,
  profileAddress: profileAddressRoute,
  updateAddress: updateAddressRoute,
  riskChangeCode: riskChangeCodeRoute,
  riskChange: riskChangeRoute,
  finalBeneficiary: finalBeneficiaryRoute,
  beneficiaryChangeCode: beneficiaryChangeCodeRoute,
  beneficiaryChange: beneficiaryChangeRoute,
  securityLog: securityLogRoute,
  reportSecurityEvent: reportSecurityEventRoute,
  statementPeriods: statementPeriodsRoute,
  statementPdf: statementPdfRoute,
  heldFundDocuments: heldFundDocumentsRoute,
  participationCertificate: participationCertificateRoute,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export const routeList: readonly RouteDef[] = /* @__PURE__ */ Object.values(routes);

/** What a client sends to a route (schema inputs). */
export type RouteInput<N extends RouteName> = {
  params: In<Routes[N] extends { params: infer P } ? P : undefined>;
  query: In<Routes[N] extends { querystring: infer Q } ? Q : undefined>;
  body: In<Routes[N] extends { body: infer B } ? B : undefined>;
};

/** The success answer of a route (200, or 201 for a route that creates). */
export type RouteResponse<N extends RouteName> = Out<
  Routes[N]['response'] extends { 200: infer S }
    ? S
    : Routes[N]['response'] extends { 201: infer S }
      ? S
      : undefined
>;

/** What a handler receives for a route once the schemas parsed it (schema outputs). */
export type RouteParsedInput<N extends RouteName> = {
  params: Out<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Out<Routes[N] extends { querystring: infer Q } ? Q : undefined>;
  body: Out<Routes[N] extends { body: infer B } ? B : undefined>;
};
