import { ShieldCheck } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { SelectField } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import { PersonNameFields } from '../../shared/PersonNameFields';
import {
  ScreenForm,
  dateFieldProps,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import { DateField } from '../../shared/DateField';

/** The page's title and heading. */
export const IDENTITY_VALIDATION_TITLE = 'Valida tu identidad';

export type IdentityValues = {
  document_type: string;
  number_document: string;
  /** "YYYY-MM-DD". */
  birth_date: string;
  name: string;
  lastname: string;
};

/** A document type the customer can choose, with what its number looks like. */
export interface IdentityDocumentType {
  /** The code sent to the server. */
  value: string;
  /** "DNI", "Carné de extranjería", "Pasaporte". */
  label: string;
  /** Hint under the number field, e.g. "8 dígitos, sin el dígito verificador.". */
  hint: string;
  /** The keyboard phones show for the number. */
  inputMode: 'numeric' | 'text';
  /** The longest number of this type. */
  maxLength: number;
}

/** Ids of the identity fields, for the error summary's links and tests. */
export const identityFieldIds = {
  form: 'identity-form',
  document_type: 'identity-document-type',
  number_document: 'identity-number',
  birth_date: 'identity-birth-date',
  name: 'identity-name',
  lastname: 'identity-lastname',
} as const;

export interface IdentityValidationScreenProps
  extends FormScreenState<IdentityValues>, AuthFrameProps {
  /** The document types on offer; the number field adapts its hint, keyboard and length. */
  documentTypes: readonly IdentityDocumentType[];
}

/**
 * Identity validation (`/auth/identity-validation`): document type and number, birth date and
 * names, with why the regulator asks for them.
 */
export function IdentityValidationScreen({
  documentTypes,
  logo,
  aside,
  support,
  ...state
}: IdentityValidationScreenProps) {
  const { form, ...fields } = identityFieldIds;
  const errors = summaryErrors(state, fields, form);
  const selected = documentTypes.find((type) => type.value === state.values.document_type);

  return (
    <AuthLayout
      title={IDENTITY_VALIDATION_TITLE}
      description="Ingresa tus datos tal como aparecen en tu documento de identidad."
      size="lg"
      logo={logo}
      aside={aside}
      support={support}
    >
      <Alert
        variant="info"
        announce={false}
        title="¿Por qué te pedimos estos datos?"
        className="mb-6"
      >
        Por regulación de la SMV necesitamos validar tu identidad antes de que inviertas. Solo los
        usaremos para confirmar que eres tú y protegerte de suplantaciones.
      </Alert>
      <ScreenForm id={form} errors={errors} form={state}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-start">
          <SelectField
            label="Tipo de documento"
            required
            placeholder="Selecciona"
            options={documentTypes.map(({ value, label }) => ({ value, label }))}
            {...textFieldProps(state, 'document_type', fields.document_type)}
          />
          <TextField
            label={selected ? `Número de ${selected.label}` : 'Número de documento'}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode={selected?.inputMode ?? 'text'}
            maxLength={selected?.maxLength}
            hint={selected?.hint ?? 'Primero elige el tipo de documento.'}
            {...textFieldProps(state, 'number_document', fields.number_document)}
          />
        </div>
        <DateField
          birthday
          label="Fecha de nacimiento"
          hint="Por ejemplo: 27 07 1990"
          {...dateFieldProps(state, 'birth_date', fields.birth_date)}
        />
        <PersonNameFields
          state={state}
          ids={fields}
          lastnameHint="Tus dos apellidos, si tu documento los tiene."
        />
        <AuthSubmit
          submitting={state.submitting}
          busyLabel="Validando tu identidad"
          icon={ShieldCheck}
        >
          Validar identidad
        </AuthSubmit>
      </ScreenForm>
    </AuthLayout>
  );
}
