import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import {
  FieldGrid,
  countryFieldProps,
  ScreenForm,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';

/** The page's title. */
export const RESIDENCE_STEP_TITLE = 'Residencia: Tus datos de cliente';

export type ResidenceStepValues = {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** INEI department code (2 digits), in Peru. */
  department: string;
  /** INEI province code (4 digits), in Peru. */
  province: string;
  /** INEI district code (6 digits), in Peru. */
  district: string;
  /** Street and number. */
  address: string;
  /** How to find the address (optional). */
  reference: string;
  /** City and region of an address abroad. */
  city: string;
};

/** Ids of the Residencia fields, in page order, for the error summary's links and tests. */
export const residenceStepFieldIds = {
  form: 'residence-step-form',
  country: 'residence-country',
  department: 'residence-department',
  province: 'residence-province',
  district: 'residence-district',
  city: 'residence-city',
  address: 'residence-address',
  reference: 'residence-reference',
} as const;

/** The lists and states the address fields need, besides their form state. */
export interface ResidenceFieldsOptions {
  /** Countries with their Spanish names, Peru first. */
  countries: readonly SelectOption[];
  /** The address is in Peru: department, province and district from the INEI lists. */
  isPeru: boolean;
  /** Peru's departments. */
  departments: readonly SelectOption[];
  /** The provinces of the chosen department. */
  provinces: readonly SelectOption[];
  /** The districts of the chosen province. */
  districts: readonly SelectOption[];
  /** The provinces of the chosen department are loading. */
  loadingProvinces: boolean;
  /** The districts of the chosen province are loading. */
  loadingDistricts: boolean;
}

export interface ResidenceStepScreenProps
  extends ClientDataFrameState, FormScreenState<ResidenceStepValues>, ResidenceFieldsOptions {}

type FieldIds = Omit<typeof residenceStepFieldIds, 'form'>;

/** The address fields on the page, for the error summary (a hidden field has nowhere to lead). */
export function residenceSummaryFields(
  isPeru: boolean,
  ids: FieldIds = residenceStepFieldIds,
): Partial<Record<keyof ResidenceStepValues, string>> {
  const shown: Partial<Record<keyof ResidenceStepValues, string>> = {
    country: ids.country,
    department: ids.department,
    province: ids.province,
    district: ids.district,
    city: ids.city,
    address: ids.address,
    reference: ids.reference,
  };
  if (isPeru) delete shown.city;
  else {
    delete shown.department;
    delete shown.province;
    delete shown.district;
  }
  return shown;
}

/**
 * A list that follows the one before it (a department's provinces, a province's districts): it
 * waits for that choice and for its own options, and says which it waits for.
 */
function followingList(chosen: string, loading: boolean, what: string, before: string) {
  return {
    disabled: !chosen || loading,
    'aria-busy': loading || undefined,
    hint: loading ? `Cargando ${what}…` : chosen ? undefined : `Primero elige ${before}.`,
  };
}

/**
 * The address: the country, then for Peru the department, province and district (each list
 * follows the one before it) with the street and a reference; an address abroad is written
 * freely with its city and region. Shared by Residencia and the profile's address change.
 */
export function ResidenceFields(
  props: FormScreenState<ResidenceStepValues> & ResidenceFieldsOptions & { ids?: FieldIds },
) {
  const {
    countries,
    isPeru,
    departments,
    provinces,
    districts,
    loadingProvinces,
    loadingDistricts,
    values,
    ids: fields = residenceStepFieldIds,
  } = props;
  return (
    <FieldGrid>
      <SelectField
        label="País de residencia"
        {...countryFieldProps}
        autoComplete="country"
        options={countries}
        {...textFieldProps(props, 'country', fields.country)}
      />
      {isPeru ? (
        <>
          <SelectField
            label="Departamento"
            required
            placeholder="Selecciona tu departamento"
            autoComplete="address-level1"
            options={departments}
            {...textFieldProps(props, 'department', fields.department)}
          />
          <SelectField
            label="Provincia"
            required
            placeholder="Selecciona tu provincia"
            autoComplete="address-level2"
            options={provinces}
            {...followingList(
              values.department,
              loadingProvinces,
              'las provincias',
              'el departamento',
            )}
            {...textFieldProps(props, 'province', fields.province)}
          />
          <SelectField
            label="Distrito"
            required
            placeholder="Selecciona tu distrito"
            autoComplete="address-level3"
            options={districts}
            {...followingList(values.province, loadingDistricts, 'los distritos', 'la provincia')}
            {...textFieldProps(props, 'district', fields.district)}
          />
        </>
      ) : (
        <TextField
          label="Ciudad y región"
          required
          autoComplete="address-level2"
          maxLength={100}
          hint="Por ejemplo: Madrid, Comunidad de Madrid."
          {...textFieldProps(props, 'city', fields.city)}
        />
      )}
      <TextField
        label="Dirección"
        required
        autoComplete="street-address"
        maxLength={200}
        hint={
          isPeru
            ? 'Avenida, calle o jirón, número y, si tiene, departamento o interior.'
            : 'Calle y número, departamento o piso, y código postal.'
        }
        className="sm:col-span-2"
        {...textFieldProps(props, 'address', fields.address)}
      />
      <TextField
        label="Referencia"
        optional
        maxLength={200}
        hint="Algo que ayude a ubicar tu domicilio, por ejemplo: frente al parque."
        className="sm:col-span-2"
        {...textFieldProps(props, 'reference', fields.reference)}
      />
    </FieldGrid>
  );
}

/**
 * Residencia: the address fields in the client-data wizard's frame, under "Tu domicilio".
 */
export function ResidenceStepScreen(props: ResidenceStepScreenProps) {
  const { form } = residenceStepFieldIds;
  const summary = summaryErrors(props, residenceSummaryFields(props.isPeru), form);
  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={props.submitting}>
      <ScreenForm id={form} errors={summary} form={props}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">Tu domicilio</h2>
          <p className="text-muted">
            La dirección donde vives ahora. Si vives fuera del Perú, elige el país y escribe tu
            dirección completa.
          </p>
        </div>
        <ResidenceFields {...props} />
      </ScreenForm>
    </ClientDataFrame>
  );
}
