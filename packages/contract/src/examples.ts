import type { RouteInput, RouteName } from './routes';

/**
 * One valid input per route: a base for property-based tests (mutate it field by field), for
 * the OpenAPI examples and for trying a call by hand. Each one parses with its schemas (tested).
 */
/** A BBVA savings account in soles (a docs/DOMAIN.md CCI). */
const BANK_ACCOUNT_EXAMPLE = {
  bank_code: '011',
  currency: 'PEN',
  account_type: 'SAVINGS',
  account_number: '0100032542',
  cci: '01136600010003254221',
  alias: 'Sueldo',
  is_main: true,
  holder_declaration: true,
  password: 'Demo1234$',
} as const;

/** An answer to every question of the risk questionnaire's version 1 (a moderado profile). */
const RISK_ANSWERS_EXAMPLE = [
  { question_id: 'age', option_id: 'c' },
  { question_id: 'experience', option_id: 'b' },
  { question_id: 'knowledge', option_id: 'c' },
  { question_id: 'horizon', option_id: 'c' },
  { question_id: 'objective', option_id: 'b' },
  { question_id: 'reaction', option_id: 'c' },
  { question_id: 'share', option_id: 'd' },
  { question_id: 'income', option_id: 'd' },
];

export const routeExamples: { readonly [N in RouteName]: RouteInput<N> } = {
  login: {
    params: undefined,
    query: undefined,
    body: { email: 'cliente.verificado@demo.pe', password: 'Inversion#2025', app: false },
  },
  logout: { params: undefined, query: undefined, body: undefined },
  me: { params: undefined, query: undefined, body: undefined },
  globalConfig: { params: undefined, query: undefined, body: undefined },
  fundList: { params: undefined, query: undefined, body: undefined },
  fundHistory: { params: { code: 'RCPS' }, query: { range: '1Y' }, body: undefined },
  fundDetail: { params: { code: 'RCPS' }, query: undefined, body: undefined },
  fundSimulation: {
    params: { code: 'RCPS' },
    query: { amount: '1000.00', from: '2024-03-01' },
    body: undefined,
  },
  fundDocument: {
    params: { code: 'RCPS', file: 'ficha-del-fondo.pdf' },
    query: undefined,
    body: undefined,
  },
  recommendedFunds: { params: undefined, query: undefined, body: undefined },
  riskQuestionnaire: { params: undefined, query: undefined, body: undefined },
  riskSubmit: {
    params: undefined,
    query: undefined,
    body: {
      version: 1,
      answers: [{ question_id: 'age', option_id: 'c' }],
    },
  },
  riskResult: { params: undefined, query: undefined, body: undefined },
  ubigeoList: { params: undefined, query: { department: '15' }, body: undefined },
  biometricStatus: { params: undefined, query: { purpose: 'SUBSCRIPTION' }, body: undefined },
  biometricSession: { params: undefined, query: undefined, body: { purpose: 'SUBSCRIPTION' } },
  spectrumParticipant: { params: undefined, query: undefined, body: undefined },
  clientData: { params: undefined, query: undefined, body: undefined },
  clientDataStatus: { params: undefined, query: undefined, body: undefined },
  saveClientStep: {
    params: undefined,
    query: undefined,
    body: {
      step: 'RESIDENCE',
      data: { country: 'PE', district: '150122', address: 'Av. Larco 1150, dpto. 402' },
    },
  },
  documentPhoto: {
    params: { side: 'front' },
    query: undefined,
    body: { image: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAA==' },
  },
  completeClientData: {
    params: undefined,
    query: undefined,
    body: { truthful: true, lawful_funds: true, update_duty: true },
  },
  amlScreening: {
    params: undefined,
    query: undefined,
    body: {
      spouse: {
        document_type: '01',
        number_document: '41234567',
        name: 'Carmen',
        lastname: 'Ríos Vega',
      },
    },
  },
  biometricCompare: {
    params: { id: '00000000-0000-4000-8000-000000000000' },
    query: undefined,
    // The first bytes of a JPEG file, base64.
    body: { image: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAA==' },
  },
  registerEmail: {
    params: undefined,
    query: undefined,
    body: {
      email: 'nuevo.cliente@demo.pe',
      phone_number: '987 654 321',
      terms_accepted: true,
      terms_version: '2025-01',
      privacy_policy_accepted: true,
      privacy_policy_version: '2025-01',
      marketing_consent: false,
      group_sharing_consent: false,
      origin: 'WEB',
    },
  },
  sendEmailValidation: {
    params: undefined,
    query: undefined,
    body: { email: 'nuevo.cliente@demo.pe', resend: true, origin: 'WEB' },
  },
  verifyEmail: {
    params: { code: '123456', email: 'nuevo.cliente@demo.pe' },
    query: undefined,
    body: undefined,
  },
  sendProspectDocument: {
    params: undefined,
    query: undefined,
    body: {
      document_type: '01',
      number_document: '10117410',
      birth_date: '1990-05-17',
      name: 'Ana María',
      lastname: 'Quispe Huamán',
    },
  },
  validateSecurityCode: {
    params: undefined,
    query: undefined,
    body: { email: 'nuevo.cliente@demo.pe', code: '123456', purpose: 'PASSWORD_CREATION' },
  },
  sendEmailCreationPassword: {
    params: undefined,
    query: undefined,
    body: { email: 'nuevo.cliente@demo.pe', resend: false, backoffice: false, origin: 'WEB' },
  },
  createPassword: {
    params: undefined,
    query: undefined,
    body: {
      email: 'nuevo.cliente@demo.pe',
      code: '123456',
      password: 'mi fondo de ahorro 2025',
      password_confirmation: 'mi fondo de ahorro 2025',
      origin: 'APP',
    },
  },
  updatePassword: {
    params: undefined,
    query: undefined,
    body: {
      current_password: 'Inversion#2025',
      password: 'otra clave bastante larga',
      password_confirmation: 'otra clave bastante larga',
    },
  },
  sendRecoveryCode: {
    params: undefined,
    query: undefined,
    body: { email: 'cliente.verificado@demo.pe', resend: false },
  },
  validateRecoveryCode: {
    params: { code: '123456', email: 'cliente.verificado@demo.pe' },
    query: undefined,
    body: undefined,
  },
  resetPassword: {
    params: undefined,
    query: undefined,
    body: {
      email: 'cliente.verificado@demo.pe',
      code: '123456',
      password: 'una clave nueva y larga',
      password_confirmation: 'una clave nueva y larga',
    },
  },
  updateEmail: {
    params: undefined,
    query: undefined,
    body: { email: 'correo.nuevo@demo.pe', password: 'Inversion#2025', origin: 'WEB' },
  },
  profileAddress: { params: undefined, query: undefined, body: undefined },
  updateAddress: {
    params: undefined,
    query: undefined,
    body: { country: 'PE', district: '150122', address: 'Av. José Larco 345, dpto. 502' },
  },
  updatePhone: {
    params: undefined,
    query: undefined,
    body: { phone_number: '987 654 321', password: 'Inversion#2025' },
  },
  verifyPhone: { params: undefined, query: undefined, body: { code: '123456' } },
  devSms: { params: undefined, query: { phone: '987654321' }, body: undefined },
  devMailbox: {
    params: undefined,
    query: { email: 'nuevo.cliente@demo.pe' },
    body: undefined,
  },
  investOptions: { params: { code: 'RCPS' }, query: undefined, body: undefined },
  createSubscription: {
    params: undefined,
    query: undefined,
    body: {
      fund_code: 'RCPS',
      series: '000',
      amount: '1000.00',
      funds_origin: 'SAVINGS',
      payment_method: 'transfer',
    },
  },
  order: { params: { reference: 'SUS-2026-000001' }, query: undefined, body: undefined },
  cancelOrder: { params: { reference: 'SUS-2026-000001' }, query: undefined, body: undefined },
  transferReceipt: {
    params: { reference: 'SUS-2026-000001' },
    query: undefined,
    // The first bytes of a PDF file, base64.
    body: { operation_number: '00123456', receipt: 'JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoK' },
  },
  checkout: { params: { reference: 'SUS-2026-000001' }, query: undefined, body: undefined },
  paymentNotification: {
    params: undefined,
    query: undefined,
    body: {
      answer: '{"payment_id":"00000000-0000-4000-8000-000000000000","status":"APPROVED"}',
      hash: '0000000000000000000000000000000000000000000000000000000000000000',
    },
  },
  mercadoPagoWebhook: {
    params: undefined,
    query: { 'data.id': '1234567890', type: 'payment' },
    body: { action: 'payment.updated', type: 'payment', data: { id: '1234567890' } },
  },
  orderReceiptPdf: {
    params: { reference: 'SUS-2026-000001' },
    query: undefined,
    body: undefined,
  },
  movements: { params: undefined, query: { limit: 20 }, body: undefined },
  movementsCsv: { params: undefined, query: { from: '2026-01-01' }, body: undefined },
  portfolio: { params: undefined, query: undefined, body: undefined },
  devReviewTransfer: {
    params: { reference: 'SUS-2026-000001' },
    query: undefined,
    body: { decision: 'approve' },
  },
  listBankAccounts: { params: undefined, query: undefined, body: undefined },
  createBankAccount: { params: undefined, query: undefined, body: BANK_ACCOUNT_EXAMPLE },
  updateBankAccount: { params: { id: '1' }, query: undefined, body: BANK_ACCOUNT_EXAMPLE },
  setMainBankAccount: { params: { id: '1' }, query: undefined, body: undefined },
  deleteBankAccount: { params: { id: '1' }, query: undefined, body: undefined },
  rescueOptions: { params: undefined, query: undefined, body: undefined },
  createRescue: {
    params: undefined,
    query: undefined,
    body: {
      fund_code: 'RCPS',
      series: '000',
      mode: 'AMOUNT',
      amount: '500.00',
      bank_account_id: 1,
    },
  },
  rescue: { params: { reference: 'RES-2026-000001' }, query: undefined, body: undefined },
  cancelRescue: { params: { reference: 'RES-2026-000001' }, query: undefined, body: undefined },
  changeRescueAccount: {
    params: { reference: 'RES-2026-000001' },
    query: undefined,
    body: { bank_account_id: 2 },
  },
  scheduledRescues: { params: undefined, query: undefined, body: undefined },
  createScheduledRescue: {
    params: undefined,
    query: undefined,
    body: {
      fund_code: 'RCPS',
      series: '000',
      amount: '300.00',
      day_of_month: 15,
      bank_account_id: 1,
    },
  },
  pauseScheduledRescue: { params: { id: '1' }, query: undefined, body: undefined },
  resumeScheduledRescue: { params: { id: '1' }, query: undefined, body: undefined },
  cancelScheduledRescue: { params: { id: '1' }, query: undefined, body: undefined },
  accountDeletionStatus: { params: undefined, query: undefined, body: undefined },
  deleteAccount: { params: undefined, query: undefined, body: { password: 'Quipu#2026segura' } },
  profile: { params: undefined, query: undefined, body: undefined },
  updateConsent: { params: { purpose: 'MARKETING' }, query: undefined, body: { accepted: false } },
  securityLog: { params: undefined, query: undefined, body: undefined },
  reportSecurityEvent: { params: { id: '1' }, query: undefined, body: undefined },
  // Every question of version 1 answered, so the checks reach the code.
  riskChangeCode: {
    params: undefined,
    query: undefined,
    body: { version: 1, answers: RISK_ANSWERS_EXAMPLE },
  },
  riskChange: {
    params: undefined,
    query: undefined,
    body: { version: 1, answers: RISK_ANSWERS_EXAMPLE, code: '123456' },
  },
  finalBeneficiary: { params: undefined, query: undefined, body: undefined },
  beneficiaryChangeCode: {
    params: undefined,
    query: undefined,
    body: {
      own_behalf: false,
      third_party_name: 'Rosa Quispe Mamani',
      third_party_document_type: '01',
      third_party_document_number: '41234567',
      third_party_relationship: 'FAMILY',
    },
  },
  beneficiaryChange: {
    params: undefined,
    query: undefined,
    body: { declaration: { own_behalf: true }, code: '123456' },
  },
  statementPeriods: { params: undefined, query: undefined, body: undefined },
  statementPdf: { params: { month: '2026-10' }, query: { fund: 'RCPS' }, body: undefined },
  heldFundDocuments: { params: undefined, query: undefined, body: undefined },
  participationCertificate: {
    params: { code: 'RCPS', series: '000' },
    query: { date: '2026-10-31' },
    body: undefined,
  },
};
