import type { FlowsLinks } from '@saf/flows';
import { paths } from './paths';

/** Where a customer whom the API does not let invest yet goes first. */
const BLOCKERS: Record<Parameters<FlowsLinks['blocker']>[0], string> = {
  RISK_PROFILE: paths.riskProfile(),
  CLIENT_DATA: paths.typeParticipate(),
  YEARLY_UPDATE: paths.naturalClient(),
  AML_BLOCKED: paths.typeParticipate(),
};

/** The portal's addresses, by what the flows lead the customer there for. */
export const flowsLinks: FlowsLinks = {
  home: paths.dashboard(),
  movements: paths.movements(),
  order: (order) => paths.movements({ order }),
  continuePayment: ({ fund, reference }) =>
    paths.investment({ step: 'banco', fund, order: reference }),
  fund: (fund) => paths.fundDetail({ fund }),
  blocker: (name) => BLOCKERS[name],
  investment: (fund) => paths.investment({ step: 'detalle', fund }),
  rescue: ({ step, fund }) => paths.rescue({ step, fund }),
  scheduledRescue: (fund, series) => paths.scheduledRescue({ fund, series }),
  facialCheck: (purpose, back) =>
    purpose === 'rescue'
      ? paths.rescueBiometricValidation({ back })
      : paths.biometricValidation({ purpose, back }),
  addAccount: (back) => paths.accountCreate({ back }),
};
