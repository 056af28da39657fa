import type { StepperStep } from './Stepper';

/**
 * The steps of the client-data wizard by id (the address's `?paso=`), as the customer reads
 * them. The spouse's copies of a step read as the customer's own.
 */
export const clientDataStepLabels: Record<string, string> = {
  documento: 'Documento',
  identificacion: 'Identificación',
  informacion: 'Información',
  residencia: 'Residencia',
  pep: 'PEP',
  'beneficiario-final': 'Beneficiario final',
  conyuge: 'Cónyuge',
  'conyuge-pep': 'PEP',
  'conyuge-beneficiario-final': 'Beneficiario final',
  validacion: 'Validación',
};

const clientDataSteps = (ids: readonly string[]): StepperStep[] =>
  ids.map((id) => ({ id, label: clientDataStepLabels[id] ?? id }));

/**
 * Every wizard's steps as the customer reads them: the one source of the step names. The ids
 * and their order are the flows package's (`packages/flows/src/wizards`); the names are copy.
 */
export const wizardSteps = {
  investment: [
    { id: 'detalle', label: 'Detalle' },
    { id: 'banco', label: 'Banco' },
    { id: 'constancia', label: 'Constancia' },
  ],
  rescue: [
    { id: 'detalle', label: 'Detalle' },
    { id: 'cuenta', label: 'Cuenta' },
  ],
  /** A single customer's: their own steps, then Validación. */
  clientData: clientDataSteps(
    Object.keys(clientDataStepLabels).filter((id) => !id.startsWith('conyuge')),
  ),
  spouse: [
    { id: 'conyuge', label: 'Cónyuge' },
    { id: 'pep', label: 'PEP' },
    { id: 'beneficiario-final', label: 'Beneficiario final' },
    { id: 'validacion', label: 'Validación' },
  ],
  riskChange: [
    { id: 'cuestionario', label: 'Cuestionario de riesgo' },
    { id: 'validacion', label: 'Validación' },
  ],
  finalBeneficiaryChange: [
    { id: 'seleccionar', label: 'Seleccionar' },
    { id: 'validacion', label: 'Validación' },
  ],
} as const satisfies Record<string, readonly StepperStep[]>;

/** The client-data wizard's stepper for a customer's sequence of step ids. */
export { clientDataSteps };
