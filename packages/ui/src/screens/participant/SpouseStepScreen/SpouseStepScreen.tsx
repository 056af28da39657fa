import { RadioGroup } from '../../../primitives/RadioGroup';
import { SelectField } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import { PersonNameFields } from '../../shared/PersonNameFields';
import { ScreenForm, summaryErrors, textFieldProps, type FormScreenState } from '../../shared';
import { formStateOf } from '../stepState';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';

/** The page's title. */
export const SPOUSE_STEP_TITLE = 'Cónyuge: Tus datos de cliente';

/** Cónyuge's answers: every value a string, as the form keeps them. */
export type SpouseValues = {
  name: string;
  lastname: string;
  /** A document type's code (one of `documentTypes`). */
  document_type: string;
  number_document: string;
  /** A property regime's code (one of `propertyRegimes`). */
  property_regime: string;
};

/** One entry of a list of options. */
export interface SpouseOption {
  value: string;
  label: string;
  /** A plain explanation under the option (property regimes). */
  description?: string;
}

/** Ids of the spouse's fields, in page order, for the error summary's links and tests. */
export const spouseFieldIds = {
  form: 'spouse-form',
  name: 'spouse-name',
  lastname: 'spouse-lastname',
  document_type: 'spouse-document-type',
  number_document: 'spouse-number-document',
  property_regime: 'spouse-property-regime',
} as const;

/** What each regime of the Civil Code means, when the options do not say it themselves. */
const REGIME_DESCRIPTIONS: Record<string, string> = {
  COMMUNITY:
    'Lo que ganan o compran durante el matrimonio es de los dos. Es el régimen de quienes no firmaron otro acuerdo.',
  SEPARATE:
    'Cada uno es dueño de sus propios bienes e ingresos. Se pacta ante notario y se inscribe en SUNARP.',
};

export interface SpouseStepScreenProps extends FormScreenState<SpouseValues>, ClientDataFrameState {
  /** A natural person's document types. */
  documentTypes: readonly SpouseOption[];
  /** The property regimes of a marriage (sociedad de gananciales, separación de patrimonios). */
  propertyRegimes: readonly SpouseOption[];
}

/**
 * Cónyuge, a step of a married customer's client data: the spouse's names, document and the
 * marriage's property regime, each regime explained in one sentence.
 */
export function SpouseStepScreen(props: SpouseStepScreenProps) {
  const { documentTypes, propertyRegimes } = props;
  const state = formStateOf(props);
  const { values, errors, submitting, onValueChange } = state;
  const { form, ...fields } = spouseFieldIds;
  const summary = summaryErrors(state, fields, form);
  const dni = documentTypes.find((type) => type.value === values.document_type)?.label === 'DNI';

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={state}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">Tu cónyuge</h2>
          <p className="text-muted">
            Como estás casado(a), la regulación nos pide también los datos de tu cónyuge. Escríbelos
            tal como aparecen en su documento de identidad.
          </p>
        </div>
        {/* Someone else's name: the browser must not offer the customer's own (autocomplete
            off), and data-person says so to the accessibility checks. */}
        <div data-person="other" className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:items-start">
          <PersonNameFields state={state} ids={fields} person="other" />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-start">
          <SelectField
            label="Tipo de documento"
            required
            placeholder="Selecciona"
            options={documentTypes.map(({ value, label }) => ({ value, label }))}
            {...textFieldProps(state, 'document_type', fields.document_type)}
          />
          <TextField
            label="Número de documento"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode={dni ? 'numeric' : 'text'}
            maxLength={dni ? 8 : 20}
            hint={dni ? '8 dígitos, sin el dígito verificador.' : undefined}
            {...textFieldProps(state, 'number_document', fields.number_document)}
          />
        </div>
        <RadioGroup
          id={fields.property_regime}
          name="property_regime"
          label="Régimen patrimonial del matrimonio"
          required
          options={propertyRegimes.map((option) => ({
            value: option.value,
            label: option.label,
            description: option.description ?? REGIME_DESCRIPTIONS[option.value],
          }))}
          value={values.property_regime}
          error={errors.property_regime}
          onValueChange={(value) => onValueChange('property_regime', value)}
        />
      </ScreenForm>
    </ClientDataFrame>
  );
}
