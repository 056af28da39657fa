import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  biometricPurposeOf,
  BLOCKER_PLACES,
  clientDataWizard,
  investmentWizard,
  rescueBiometric,
  rescueWizard,
  scheduledRescueWizard,
  type Place,
} from '@saf/flows';
import { paths, ROUTES, type RouteName } from './paths';
import { flowsLinks } from './places';
import { queries } from './queries';
import { routes } from './router';

/** An address of every page, with every query parameter its builder takes. */
const EVERY_ADDRESS: Record<RouteName, string> = {
  login: paths.login(),
  register: paths.register(),
  recovery: paths.recovery(),
  serverError: paths.serverError(),
  accessibility: paths.accessibility(),
  identityValidation: paths.identityValidation(),
  generatePassword: paths.generatePassword(),
  dashboard: paths.dashboard(),
  riskProfile: paths.riskProfile({ question: 3 }),
  riskResult: paths.riskResult(),
  fundList: paths.fundList(),
  fundDetail: paths.fundDetail({ fund: 'MIXPEN' }),
  typeParticipate: paths.typeParticipate(),
  naturalClient: paths.naturalClient({ step: 'residencia' }),
  biometricValidation: paths.biometricValidation({
    purpose: 'subscription',
    back: '/subscription/investment?paso=detalle&fondo=MIXPEN',
  }),
  investment: paths.investment({
    step: 'constancia',
    fund: 'MIXPEN',
    order: 'SUS-2026-000412',
    payment: 'p 1',
  }),
  movements: paths.movements({ order: 'SUS-2026-000412' }),
  accounts: paths.accounts(),
  accountCreate: paths.accountCreate({ back: '/rescue/create-rescue?paso=cuenta' }),
  accountEdit: paths.accountEdit({ account: 21 }),
  rescueBiometricValidation: paths.rescueBiometricValidation({ back: '/rescue/create-rescue' }),
  rescue: paths.rescue({ step: 'cuenta', fund: 'CPPEN' }),
  scheduledRescue: paths.scheduledRescue({ fund: 'CPPEN', series: 'A' }),
  profile: paths.profile(),
  editAddress: paths.editAddress(),
  changeEmail: paths.changeEmail(),
  validateEmail: paths.validateEmail(),
  changePhone: paths.changePhone(),
  validatePhone: paths.validatePhone(),
  changeRisk: paths.changeRisk({ question: 2 }),
  finalBeneficiary: paths.finalBeneficiary(),
  securityLog: paths.securityLog(),
  updatePassword: paths.updatePassword(),
  deleteAccount: paths.deleteAccount(),
  statements: paths.statements(),
  documents: paths.documents(),
};

/** The path of the route the router renders for an address (the leaf of its match). */
function matchedPath(address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('paths', () => {
  it.each(Object.entries(EVERY_ADDRESS))('%s lands on its own route: %s', (name, address) => {
    expect(matchedPath(address)).toBe(ROUTES[name as RouteName]);
  });

  it('mounts every route of the table, and an address of none lands on the not-found page', () => {
    const mounted = new Set(Object.keys(ROUTES).map((name) => ROUTES[name as RouteName]));
    expect(mounted.size).toBe(Object.keys(ROUTES).length);
    expect(matchedPath('/products/unknown')).toBe('*');
  });

  it('writes the addresses the e-mails, the API and the bookmarks know', () => {
    expect(EVERY_ADDRESS.investment).toBe(
      '/subscription/investment?paso=constancia&fondo=MIXPEN&orden=SUS-2026-000412&pago=p+1',
    );
    expect(EVERY_ADDRESS.biometricValidation).toBe(
      '/subscription/biometric-validation?proposito=subscription&volver=%2Fsubscription%2Finvestment%3Fpaso%3Ddetalle%26fondo%3DMIXPEN',
    );
    expect(EVERY_ADDRESS.rescueBiometricValidation).toBe(
      '/rescue/biometric-validation?proposito=rescue&volver=%2Frescue%2Fcreate-rescue',
    );
    expect(paths.investment({ step: 'detalle' })).toBe('/subscription/investment?paso=detalle');
    expect(paths.movements()).toBe('/movements');
    expect(paths.accountEdit({ account: 21 })).toBe('/accounts/edit?cuenta=21');
  });
});

describe('queries', () => {
  const query = (address: string) => address.slice(address.indexOf('?') + 1);

  it('read back what the builders wrote', () => {
    expect(queries.riskProfile(query(EVERY_ADDRESS.riskProfile))).toEqual({ question: 3 });
    expect(queries.changeRisk(query(EVERY_ADDRESS.changeRisk))).toEqual({ question: 2 });
    expect(queries.fundDetail(query(EVERY_ADDRESS.fundDetail))).toEqual({ fund: 'MIXPEN' });
    expect(queries.movements(query(EVERY_ADDRESS.movements))).toEqual({
      order: 'SUS-2026-000412',
    });
    expect(queries.accountCreate(query(EVERY_ADDRESS.accountCreate))).toEqual({
      back: '/rescue/create-rescue?paso=cuenta',
    });
    expect(queries.accountEdit(query(EVERY_ADDRESS.accountEdit))).toEqual({ account: 21 });
  });

  it('read an address without its parameters as the page without them', () => {
    expect(queries.riskProfile('')).toEqual({ question: 1 });
    expect(queries.fundDetail('')).toEqual({ fund: '' });
    expect(queries.movements(new URLSearchParams('orden='))).toEqual({ order: null });
    expect(queries.accountCreate('')).toEqual({ back: null });
    expect(queries.accountEdit('')).toEqual({ account: -1 });
    expect(queries.accountEdit('cuenta=abc')).toEqual({ account: -1 });
    expect(queries.accountCreate('volver=https%3A%2F%2Fevil.test')).toEqual({ back: null });
  });

  it('read a fund code in capitals, as the API knows it', () => {
    expect(queries.fundDetail('fondo=mixpen')).toEqual({ fund: 'MIXPEN' });
  });

  it('leave the wizards’ pages to their definitions, which read back what the builders wrote', () => {
    const reader = (address: string) => {
      const params = new URLSearchParams(query(address));
      return (name: string) => params.get(name);
    };
    expect(investmentWizard.parse(reader(EVERY_ADDRESS.investment))).toEqual({
      step: 'constancia',
      fund: 'MIXPEN',
      order: 'SUS-2026-000412',
      payment: 'p 1',
    });
    expect(rescueWizard.parse(reader(EVERY_ADDRESS.rescue))).toEqual({
      step: 'cuenta',
      fund: 'CPPEN',
    });
    expect(scheduledRescueWizard.parse(reader(EVERY_ADDRESS.scheduledRescue))).toEqual({
      fund: 'CPPEN',
      series: 'A',
    });
    expect(clientDataWizard.parse(reader(EVERY_ADDRESS.naturalClient))).toEqual({
      step: 'RESIDENCE',
    });
    const biometric = reader(EVERY_ADDRESS.biometricValidation);
    expect(biometricPurposeOf(biometric('proposito'))).toBe('SUBSCRIPTION');
    expect(biometric('volver')).toBe('/subscription/investment?paso=detalle&fondo=MIXPEN');
  });
});

/** Every place the flows name, with the address it is known by (e-mails, bookmarks, the API). */
const EVERY_PLACE: [Place, string][] = [
  [{ page: 'dashboard' }, '/dashboard'],
  [{ page: 'fundList' }, '/products/recommended'],
  [{ page: 'riskProfile' }, '/risk-profile'],
  [{ page: 'typeParticipate' }, '/subscription/type-participate'],
  [{ page: 'fundDetail', fund: 'MIXPEN' }, '/products/detail?fondo=MIXPEN'],
  [{ page: 'movements' }, '/movements'],
  [{ page: 'movements', order: 'SUS-2026-000412' }, '/movements?orden=SUS-2026-000412'],
  [
    {
      page: 'biometric',
      purpose: 'subscription',
      back: { wizard: 'investment', step: 'detalle', fund: 'MIXPEN' },
    },
    '/subscription/biometric-validation?proposito=subscription&volver=%2Fsubscription%2Finvestment%3Fpaso%3Ddetalle%26fondo%3DMIXPEN',
  ],
  [
    {
      page: 'biometric',
      purpose: 'onboarding',
      back: { wizard: 'clientData', step: 'validacion' },
    },
    '/subscription/biometric-validation?proposito=onboarding&volver=%2Fsubscription%2Fnatural-client%3Fpaso%3Dvalidacion',
  ],
  [
    rescueBiometric('cuenta'),
    '/rescue/biometric-validation?proposito=rescue&volver=%2Frescue%2Fcreate-rescue%3Fpaso%3Dcuenta',
  ],
  [
    { page: 'addAccount', back: { wizard: 'rescue', step: 'cuenta' } },
    '/accounts/create?volver=%2Frescue%2Fcreate-rescue%3Fpaso%3Dcuenta',
  ],
  [
    { page: 'addAccount', back: { wizard: 'scheduledRescue', fund: 'CPPEN' } },
    '/accounts/create?volver=%2Frescue%2Fscheduled-rescue%3Ffondo%3DCPPEN',
  ],
  [
    { wizard: 'investment', step: 'banco', fund: 'MIXPEN', order: 'SUS-2026-000412' },
    '/subscription/investment?paso=banco&fondo=MIXPEN&orden=SUS-2026-000412',
  ],
  [{ wizard: 'investment', step: 'detalle' }, '/subscription/investment?paso=detalle'],
  [{ wizard: 'rescue', fund: 'CPPEN' }, '/rescue/create-rescue?fondo=CPPEN'],
  [
    { wizard: 'rescue', step: 'detalle', fund: 'CPPEN' },
    '/rescue/create-rescue?paso=detalle&fondo=CPPEN',
  ],
  [
    { wizard: 'scheduledRescue', fund: 'CPPEN', series: 'A' },
    '/rescue/scheduled-rescue?fondo=CPPEN&serie=A',
  ],
  [{ wizard: 'scheduledRescue', fund: '' }, '/rescue/scheduled-rescue'],
  [{ wizard: 'clientData' }, '/subscription/natural-client'],
  [{ wizard: 'clientData', step: 'conyuge-pep' }, '/subscription/natural-client?paso=conyuge-pep'],
];

describe('places', () => {
  it.each(EVERY_PLACE)('%j is %s, on its own route', (place, address) => {
    expect(flowsLinks.href(place)).toBe(address);
    expect(matchedPath(address)).not.toBe('*');
  });

  it('sends a customer who cannot invest yet where the API asks', () => {
    expect(flowsLinks.href(BLOCKER_PLACES.RISK_PROFILE)).toBe('/risk-profile');
    expect(flowsLinks.href(BLOCKER_PLACES.CLIENT_DATA)).toBe('/subscription/type-participate');
    expect(flowsLinks.href(BLOCKER_PLACES.YEARLY_UPDATE)).toBe('/subscription/natural-client');
    expect(flowsLinks.href(BLOCKER_PLACES.AML_BLOCKED)).toBe('/subscription/type-participate');
  });
});
