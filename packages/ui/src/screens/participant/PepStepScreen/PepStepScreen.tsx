import { Alert } from '../../../primitives/Alert';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { SelectField } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import {
  ScreenForm,
  choiceProps,
  dateFieldProps,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';
import { formStateOf } from '../stepState';
import { DateField } from '../../shared/DateField';

/** The page's title, for the customer or for their spouse. */
export const PEP_STEP_TITLES = {
  self: 'PEP: Tus datos de cliente',
  spouse: 'PEP de tu cónyuge: Tus datos de cliente',
} as const;

/** PEP's answers: every value a string; the yes/no answers are 'yes' | 'no' | ''. */
export type PepValues = {
  /** 'yes' when the person is a PEP. */
  is_pep: string;
  institution: string;
  position: string;
  /** "YYYY-MM-DD". */
  start_date: string;
  /** "YYYY-MM-DD", empty while still in office. */
  end_date: string;
  /** 'yes' when a relative or close associate is a PEP. */
  is_pep_relative: string;
  pep_name: string;
  /** A relationship's code (one of `relationships`). */
  pep_relationship: string;
};

/** One entry of a list of options. */
export interface PepOption {
  value: string;
  label: string;
}

/** Ids of the step's fields, in page order, for the error summary's links and tests. */
export const pepFieldIds = {
  form: 'pep-form',
  is_pep: 'pep-is-pep',
  institution: 'pep-institution',
  position: 'pep-position',
  start_date: 'pep-start-date',
  end_date: 'pep-end-date',
  is_pep_relative: 'pep-is-pep-relative',
  pep_name: 'pep-name',
  pep_relationship: 'pep-relationship',
} as const;

export interface PepStepScreenProps extends FormScreenState<PepValues>, ClientDataFrameState {
  /** Whose answers these are: the customer's own or their spouse's. */
  subject: 'self' | 'spouse';
  /** How a PEP may be related to the person (relatives up to the 2nd degree, associates). */
  relationships: readonly PepOption[];
}

const COPY = {
  self: {
    heading: 'Persona expuesta políticamente (PEP)',
    isPep: '¿Eres una persona expuesta políticamente (PEP)?',
    isPepHint: 'Si dejaste el cargo hace más de 2 años, responde «No».',
    office: 'Tu cargo público',
    endHint: 'Déjala vacía si aún ejerces el cargo.',
    relative: '¿Algún familiar tuyo o colaborador cercano es PEP?',
    relationshipHint: 'Qué es esa persona para ti.',
  },
  spouse: {
    heading: 'PEP de tu cónyuge',
    isPep: '¿Tu cónyuge es una persona expuesta políticamente (PEP)?',
    isPepHint: 'Si dejó el cargo hace más de 2 años, responde «No».',
    office: 'El cargo público de tu cónyuge',
    endHint: 'Déjala vacía si aún ejerce el cargo.',
    relative: '¿Algún familiar o colaborador cercano de tu cónyuge es PEP?',
    relationshipHint: 'Qué es esa persona para tu cónyuge.',
  },
} as const;

const YES_NO = [
  { value: 'yes', label: 'Sí' },
  { value: 'no', label: 'No' },
] as const;

const groupClasses =
  'm-0 flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-surface-sunken p-4 sm:p-5';

/**
 * PEP, for the customer or their spouse: whether the person holds or held a prominent public
 * function in the last 2 years (institution, position, dates) and whether a relative or close
 * associate does (that person's name and relationship), with what a PEP is in one sentence.
 */
export function PepStepScreen(props: PepStepScreenProps) {
  const { subject, relationships } = props;
  const state = formStateOf(props);
  const { values, submitting } = state;
  const { form, ...fields } = pepFieldIds;
  const summary = summaryErrors(state, fields, form);
  const copy = COPY[subject];

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={state}>
        <h2 className="font-display text-xl font-semibold">{copy.heading}</h2>
        <Alert variant="info" announce={false} title="¿Qué es una PEP?">
          Según la SBS, es quien cumple o cumplió en los últimos 2 años una función pública
          destacada en el Perú o en el extranjero, o un cargo directivo en una organización
          internacional: por ejemplo, congresistas, ministros, alcaldes, jueces, fiscales o altos
          mandos militares.
        </Alert>

        <RadioGroup
          label={copy.isPep}
          hint={copy.isPepHint}
          required
          orientation="horizontal"
          options={YES_NO}
          {...choiceProps(state, 'is_pep', fields.is_pep)}
        />
        {values.is_pep === 'yes' ? (
          <fieldset className={groupClasses}>
            <legend className="float-left font-semibold">{copy.office}</legend>
            <TextField
              label="Institución u organismo"
              required
              autoComplete="organization"
              hint="Por ejemplo: Municipalidad de Arequipa."
              {...textFieldProps(state, 'institution', fields.institution)}
            />
            <TextField
              label="Cargo"
              required
              autoComplete="organization-title"
              {...textFieldProps(state, 'position', fields.position)}
            />
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:items-start">
              <DateField
                label="Fecha de inicio"
                hint="Por ejemplo: 01 01 2023"
                {...dateFieldProps(state, 'start_date', fields.start_date)}
              />
              <DateField
                label="Fecha de fin"
                hint={copy.endHint}
                optional
                {...dateFieldProps(state, 'end_date', fields.end_date)}
              />
            </div>
          </fieldset>
        ) : null}

        <RadioGroup
          label={copy.relative}
          hint="Cuentan padres, hijos, hermanos, abuelos, nietos, cónyuge o conviviente, suegros, yernos, nueras y cuñados, y quien tenga una relación cercana de negocios con una PEP."
          required
          orientation="horizontal"
          options={YES_NO}
          {...choiceProps(state, 'is_pep_relative', fields.is_pep_relative)}
        />
        {values.is_pep_relative === 'yes' ? (
          <fieldset className={groupClasses}>
            <legend className="float-left font-semibold">Datos de la PEP</legend>
            <TextField
              label="Nombres y apellidos de la PEP"
              required
              autoComplete="off"
              autoCapitalize="words"
              {...textFieldProps(state, 'pep_name', fields.pep_name)}
            />
            <SelectField
              label="Parentesco o relación"
              hint={copy.relationshipHint}
              required
              placeholder="Selecciona"
              options={relationships}
              {...textFieldProps(state, 'pep_relationship', fields.pep_relationship)}
            />
          </fieldset>
        ) : null}
      </ScreenForm>
    </ClientDataFrame>
  );
}
