import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import {
  FieldGroup,
  ScreenForm,
  SourceOfFundsFields,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';

/** The page's title. */
export const INFORMATION_STEP_TITLE = 'Información: Tus datos de cliente';

export type InformationStepValues = {
  employment_status: string;
  occupation: string;
  /** Asked when `employerRequired`. */
  employer: string;
  /** Asked when `employerRequired`. */
  position: string;
  income_band: string;
  fund_source: string;
  /** Asked when `fundSourceOtherShown`. */
  fund_source_other: string;
  investment_purpose: string;
  transaction_volume: string;
};

/** Ids of the Información fields, in page order, for the error summary's links and tests. */
export const informationStepFieldIds = {
  form: 'information-step-form',
  employment_status: 'information-employment-status',
  occupation: 'information-occupation',
  employer: 'information-employer',
  position: 'information-position',
  income_band: 'information-income-band',
  fund_source: 'information-fund-source',
  fund_source_other: 'information-fund-source-other',
  investment_purpose: 'information-investment-purpose',
  transaction_volume: 'information-transaction-volume',
} as const;

export interface InformationStepScreenProps
  extends ClientDataFrameState, FormScreenState<InformationStepValues> {
  /** Employed, self-employed, business owner, retired… */
  employmentStatuses: readonly SelectOption[];
  /** The monthly income bands, in soles. */
  incomeBands: readonly SelectOption[];
  /** Where the money to invest comes from; one of them is "Otro". */
  fundSources: readonly SelectOption[];
  /** What the investment is for. */
  investmentPurposes: readonly SelectOption[];
  /** How much the customer expects to invest in a year, as ranges in soles. */
  transactionVolumes: readonly SelectOption[];
  /** The employment status asks for the employer and the position. */
  employerRequired: boolean;
  /** The source of funds is "Otro": asks which. */
  fundSourceOtherShown: boolean;
}

/**
 * Información: the customer's work and income, and where the money to invest comes from and
 * what it is for (due diligence). The employer and position appear for those who have one, and
 * "Otro" as the source of funds asks which.
 */
export function InformationStepScreen(props: InformationStepScreenProps) {
  const {
    employmentStatuses,
    incomeBands,
    fundSources,
    investmentPurposes,
    transactionVolumes,
    employerRequired,
    fundSourceOtherShown,
    submitting,
  } = props;
  const { form, ...fields } = informationStepFieldIds;
  // Only the fields on the page: a hidden field's error has nowhere to lead.
  const shown: Partial<Record<keyof InformationStepValues, string>> = { ...fields };
  if (!employerRequired) {
    delete shown.employer;
    delete shown.position;
  }
  if (!fundSourceOtherShown) delete shown.fund_source_other;
  const summary = summaryErrors(props, shown, form);

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={props}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">Tu actividad y tus fondos</h2>
          <p className="text-muted">
            La regulación contra el lavado de activos nos pide conocer a qué te dedicas y de dónde
            viene el dinero que inviertes.
          </p>
        </div>
        <FieldGroup legend="Tu trabajo e ingresos">
          <SelectField
            label="Situación laboral"
            required
            options={employmentStatuses}
            {...textFieldProps(props, 'employment_status', fields.employment_status)}
          />
          <TextField
            label="Ocupación o profesión"
            required
            maxLength={100}
            hint="Por ejemplo: contadora, chofer, comerciante."
            {...textFieldProps(props, 'occupation', fields.occupation)}
          />
          {employerRequired ? (
            <>
              <TextField
                label="Empleador"
                required
                autoComplete="organization"
                maxLength={120}
                hint="La empresa o institución donde trabajas, o la tuya."
                {...textFieldProps(props, 'employer', fields.employer)}
              />
              <TextField
                label="Cargo"
                required
                autoComplete="organization-title"
                maxLength={100}
                {...textFieldProps(props, 'position', fields.position)}
              />
            </>
          ) : null}
          <SelectField
            label="Ingreso mensual"
            required
            hint="Aproximado, sumando todo lo que recibes al mes."
            options={incomeBands}
            {...textFieldProps(props, 'income_band', fields.income_band)}
          />
        </FieldGroup>

        <FieldGroup legend="Tu inversión">
          <SourceOfFundsFields
            form={props}
            source={{ name: 'fund_source', id: fields.fund_source }}
            other={{ name: 'fund_source_other', id: fields.fund_source_other }}
            options={fundSources}
            hint="De dónde viene el dinero que invertirás."
            otherShown={fundSourceOtherShown}
          />
          <SelectField
            label="Propósito de la inversión"
            required
            options={investmentPurposes}
            {...textFieldProps(props, 'investment_purpose', fields.investment_purpose)}
          />
          <SelectField
            label="Monto que invertirás al año"
            required
            hint="Un estimado del total de tus aportes en un año."
            options={transactionVolumes}
            {...textFieldProps(props, 'transaction_volume', fields.transaction_volume)}
          />
        </FieldGroup>
      </ScreenForm>
    </ClientDataFrame>
  );
}
