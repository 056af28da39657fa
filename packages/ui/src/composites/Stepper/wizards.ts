import type { StepperStep } from './Stepper';

/** The spec's wizards and their step names, as shown to the customer. Story fixtures. */
export const wizards = {
  investment: [
    { id: 'detalle', label: 'Detalle' },
    { id: 'banco', label: 'Banco' },
    { id: 'constancia', label: 'Constancia' },
  ],
  rescue: [
    { id: 'detalle', label: 'Detalle' },
    { id: 'cuenta', label: 'Cuenta' },
  ],
  clientData: [
    { id: 'documento', label: 'Documento' },
    { id: 'identificacion', label: 'Identificación' },
    { id: 'informacion', label: 'Información' },
    { id: 'residencia', label: 'Residencia' },
    { id: 'pep', label: 'PEP' },
    { id: 'beneficiario-final', label: 'Beneficiario final' },
    { id: 'validacion', label: 'Validación' },
  ],
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
} satisfies Record<string, StepperStep[]>;
