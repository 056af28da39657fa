import { RadioGroup } from '../../../primitives/RadioGroup';
import { SelectField } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import { textFieldProps, type FormScreenState } from '../../shared';

// The questions of "Beneficiario final" apart from the client-data step's screen, so the
// profile's change of the declaration does not carry the wizard's frame.

/** Beneficiario final's answers: every value a string; the yes/no answer is 'yes' | 'no' | ''. */
export type BeneficiaryValues = {
  /** 'yes' when the person acts on their own behalf (is the final beneficiary). */
  own_behalf: string;
  third_party_name: string;
  /** A document type's code (one of `documentTypes`). */
  third_party_document_type: string;
  third_party_document_number: string;
  /** A relationship's code (one of `relationships`). */
  third_party_relationship: string;
};

/** One entry of a list of options. */
export interface BeneficiaryOption {
  value: string;
  label: string;
}

/** Ids of the step's fields, in page order, for the error summary's links and tests. */
export const beneficiaryFieldIds = {
  form: 'beneficiary-form',
  own_behalf: 'beneficiary-own-behalf',
  third_party_name: 'beneficiary-name',
  third_party_document_type: 'beneficiary-document-type',
  third_party_document_number: 'beneficiary-document-number',
  third_party_relationship: 'beneficiary-relationship',
} as const;

/** The step's words, for the customer or for their spouse. */
export const BENEFICIARY_COPY = {
  self: {
    heading: 'Beneficiario final',
    lead: 'El beneficiario final es la persona a quien, en realidad, le pertenece el dinero que se invierte y sus ganancias.',
    question: '¿Inviertes por cuenta propia?',
    yes: 'Sí, el dinero es mío y las ganancias son para mí',
    no: 'No, invierto en nombre de otra persona',
    third: 'Datos de la persona por la que inviertes',
    relationship: 'Su relación contigo',
  },
  spouse: {
    heading: 'Beneficiario final de tu cónyuge',
    lead: 'El beneficiario final es la persona a quien, en realidad, le pertenece el dinero y sus ganancias. Respóndelo por tu cónyuge.',
    question: '¿Tu cónyuge actúa por cuenta propia?',
    yes: 'Sí, actúa por su cuenta',
    no: 'No, actúa en nombre de otra persona',
    third: 'Datos de la persona por la que actúa tu cónyuge',
    relationship: 'Su relación con tu cónyuge',
  },
} as const;

export interface BeneficiaryFieldsProps {
  /** The form's state (values, errors, callbacks). */
  state: FormScreenState<BeneficiaryValues>;
  /** The fields' ids (the error summary links to them). */
  ids: Omit<typeof beneficiaryFieldIds, 'form'>;
  /** Whose answers these are: the customer's own or their spouse's. @default 'self' */
  subject?: 'self' | 'spouse';
  documentTypes: readonly BeneficiaryOption[];
  relationships: readonly BeneficiaryOption[];
}

/**
 * The questions of "Beneficiario final": whether the person acts on their own behalf and, when
 * not, who the final beneficiary is. The client-data step and the profile's change share them.
 */
export function BeneficiaryFields({
  state,
  ids: fields,
  subject = 'self',
  documentTypes,
  relationships,
}: BeneficiaryFieldsProps) {
  const { values, errors, onValueChange } = state;
  const copy = BENEFICIARY_COPY[subject];
  const dni =
    documentTypes.find((type) => type.value === values.third_party_document_type)?.label === 'DNI';
  return (
    <>
      <RadioGroup
        id={fields.own_behalf}
        name="own_behalf"
        label={copy.question}
        required
        options={[
          { value: 'yes', label: copy.yes },
          { value: 'no', label: copy.no },
        ]}
        value={values.own_behalf}
        error={errors.own_behalf}
        onValueChange={(value) => onValueChange('own_behalf', value)}
      />
      {values.own_behalf === 'no' ? (
        <fieldset className="m-0 flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-surface-sunken p-4 sm:p-5">
          <legend className="float-left font-semibold">{copy.third}</legend>
          <TextField
            label="Nombres y apellidos"
            required
            autoComplete="off"
            autoCapitalize="words"
            {...textFieldProps(state, 'third_party_name', fields.third_party_name)}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-start">
            <SelectField
              label="Tipo de documento"
              required
              placeholder="Selecciona"
              options={documentTypes}
              {...textFieldProps(
                state,
                'third_party_document_type',
                fields.third_party_document_type,
              )}
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
              {...textFieldProps(
                state,
                'third_party_document_number',
                fields.third_party_document_number,
              )}
            />
          </div>
          <SelectField
            label={copy.relationship}
            required
            placeholder="Selecciona"
            options={relationships}
            {...textFieldProps(state, 'third_party_relationship', fields.third_party_relationship)}
          />
        </fieldset>
      ) : null}
    </>
  );
}
