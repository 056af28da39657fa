import { RadioGroup } from '../../../primitives/RadioGroup';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import { PersonNameFields } from '../../shared/PersonNameFields';
import { DateField } from '../../shared/DateField';
import {
  FieldGrid,
  ScreenForm,
  choiceProps,
  countryFieldProps,
  dateFieldProps,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';

/** The page's title. */
export const IDENTIFICATION_STEP_TITLE = 'Identificación: Tus datos de cliente';

export type IdentificationStepValues = {
  name: string;
  lastname: string;
  /** "YYYY-MM-DD". */
  birth_date: string;
  sex: string;
  /** ISO 3166-1 alpha-2 code. */
  birth_country: string;
  /** City or district of birth. */
  birth_place: string;
  /** ISO 3166-1 alpha-2 code. */
  nationality: string;
  education_level: string;
  civil_status: string;
};

/** Ids of the Identificación fields, in page order, for the error summary's links and tests. */
export const identificationStepFieldIds = {
  form: 'identification-step-form',
  name: 'identification-name',
  lastname: 'identification-lastname',
  birth_date: 'identification-birth-date',
  sex: 'identification-sex',
  birth_country: 'identification-birth-country',
  birth_place: 'identification-birth-place',
  nationality: 'identification-nationality',
  education_level: 'identification-education-level',
  civil_status: 'identification-civil-status',
} as const;

export interface IdentificationStepScreenProps
  extends ClientDataFrameState, FormScreenState<IdentificationStepValues> {
  /** Countries with their Spanish names, Peru first. */
  countries: readonly SelectOption[];
  /** "Femenino", "Masculino". */
  sexes: readonly SelectOption[];
  /** Education levels, from none to postgraduate. */
  educationLevels: readonly SelectOption[];
  /** Civil statuses; a married customer continues with the spouse's steps. */
  civilStatuses: readonly SelectOption[];
}

/**
 * Identificación: names and surnames (prefilled from identity validation), birth date, sex,
 * place of birth, nationality, education level and civil status.
 */
export function IdentificationStepScreen(props: IdentificationStepScreenProps) {
  const { countries, sexes, educationLevels, civilStatuses, submitting } = props;
  const { form, ...fields } = identificationStepFieldIds;
  const summary = summaryErrors(props, fields, form);
  /** A country of the person's: of birth, or of nationality. */
  const country = (name: 'birth_country' | 'nationality', label: string) => (
    <SelectField
      label={label}
      {...countryFieldProps}
      options={countries}
      {...textFieldProps(props, name, fields[name])}
    />
  );

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={props}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">Tus datos personales</h2>
          <p className="text-muted">Escríbelos tal como aparecen en tu documento de identidad.</p>
        </div>
        <FieldGrid>
          <PersonNameFields
            state={props}
            ids={fields}
            maxLength={100}
            lastnameHint="Paterno y materno, como en tu documento."
          />
          <DateField
            birthday
            label="Fecha de nacimiento"
            hint="Por ejemplo: 27 07 1990"
            {...dateFieldProps(props, 'birth_date', fields.birth_date)}
          />
          <RadioGroup
            label="Sexo"
            required
            orientation="horizontal"
            options={sexes}
            {...choiceProps(props, 'sex', fields.sex)}
          />
          {country('birth_country', 'País de nacimiento')}
          <TextField
            label="Lugar de nacimiento"
            required
            autoCapitalize="words"
            maxLength={100}
            hint="La ciudad o el distrito donde naciste."
            {...textFieldProps(props, 'birth_place', fields.birth_place)}
          />
          {country('nationality', 'Nacionalidad')}
          <SelectField
            label="Nivel de estudios"
            required
            placeholder="Selecciona tu nivel"
            hint="El más alto que completaste."
            options={educationLevels}
            {...textFieldProps(props, 'education_level', fields.education_level)}
          />
          <SelectField
            label="Estado civil"
            required
            placeholder="Selecciona tu estado civil"
            hint="Si eres casado(a), luego te pediremos los datos de tu cónyuge."
            options={civilStatuses}
            {...textFieldProps(props, 'civil_status', fields.civil_status)}
          />
        </FieldGrid>
      </ScreenForm>
    </ClientDataFrame>
  );
}
