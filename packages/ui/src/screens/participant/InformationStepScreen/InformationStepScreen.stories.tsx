import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { singleFrame } from '../fixtures';
import {
  blankForm,
  continueWithErrors,
  expectErrorSummary,
  participantScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import {
  InformationStepScreen,
  informationStepFieldIds,
  type InformationStepValues,
} from './InformationStepScreen';

/** The statuses that ask for the employer and the position (the contract's rule). */
const WITH_EMPLOYER = ['EMPLOYED', 'BUSINESS_OWNER'];

const empty: InformationStepValues = {
  employment_status: '',
  occupation: '',
  employer: '',
  position: '',
  income_band: '',
  fund_source: '',
  fund_source_other: '',
  investment_purpose: '',
  transaction_volume: '',
};
const filled: InformationStepValues = {
  employment_status: 'EMPLOYED',
  occupation: 'Contadora',
  employer: 'Alicorp S.A.A.',
  position: 'Analista contable senior',
  income_band: 'FROM_10K_TO_15K',
  fund_source: 'SALARY',
  fund_source_other: '',
  investment_purpose: 'RETIREMENT',
  transaction_volume: '10000-99999',
};

const REQUIRED = 'Este dato es obligatorio.';
const CHOOSE = 'Elige una opción.';

function validate(values: InformationStepValues) {
  const errors: Partial<Record<keyof InformationStepValues, string>> = {};
  if (!values.employment_status) errors.employment_status = CHOOSE;
  if (!values.occupation) errors.occupation = REQUIRED;
  if (WITH_EMPLOYER.includes(values.employment_status)) {
    if (!values.employer) errors.employer = REQUIRED;
    if (!values.position) errors.position = REQUIRED;
  }
  if (!values.income_band) errors.income_band = CHOOSE;
  if (!values.fund_source) errors.fund_source = CHOOSE;
  if (values.fund_source === 'OTHER' && !values.fund_source_other)
    errors.fund_source_other = REQUIRED;
  if (!values.investment_purpose) errors.investment_purpose = CHOOSE;
  if (!values.transaction_volume) errors.transaction_volume = CHOOSE;
  return errors;
}

const meta = {
  title: 'Pantallas/Partícipe/InformationStepScreen',
  id: 'pantallas-participe-informationstepscreen',
  component: InformationStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  // The extras follow the answers, as `stepExtras` does.
  render: typeable(InformationStepScreen, validate, ({ values }) => ({
    employerRequired: WITH_EMPLOYER.includes(values.employment_status),
    fundSourceOtherShown: values.fund_source === 'OTHER',
  })),
  args: {
    ...singleFrame('informacion'),
    employmentStatuses: [
      { value: 'EMPLOYED', label: 'Dependiente' },
      { value: 'SELF_EMPLOYED', label: 'Independiente' },
      { value: 'BUSINESS_OWNER', label: 'Empresario(a)' },
      { value: 'RETIRED', label: 'Jubilado(a)' },
      { value: 'STUDENT', label: 'Estudiante' },
      { value: 'HOMEMAKER', label: 'Ama(o) de casa' },
      { value: 'UNEMPLOYED', label: 'Sin ocupación' },
    ],
    incomeBands: [
      { value: 'UNDER_10K', label: 'Menos de S/ 10,000' },
      { value: 'FROM_10K_TO_15K', label: 'De S/ 10,000 a S/ 15,000' },
      { value: 'FROM_15K_TO_20K', label: 'De S/ 15,000 a S/ 20,000' },
      { value: 'FROM_20K_TO_25K', label: 'De S/ 20,000 a S/ 25,000' },
      { value: 'FROM_25K_TO_30K', label: 'De S/ 25,000 a S/ 30,000' },
      { value: 'OVER_30K', label: 'Más de S/ 30,000' },
    ],
    fundSources: [
      { value: 'SALARY', label: 'Sueldo o salario' },
      { value: 'OWN_BUSINESS', label: 'Negocio propio' },
      { value: 'SAVINGS', label: 'Ahorros' },
      { value: 'INHERITANCE', label: 'Herencia' },
      { value: 'PROPERTY_SALE', label: 'Venta de inmueble' },
      { value: 'PENSION', label: 'Pensión' },
      { value: 'INVESTMENT_RETURNS', label: 'Rendimiento de inversiones' },
      { value: 'GIFT', label: 'Donación' },
      { value: 'OTHER', label: 'Otro' },
    ],
    investmentPurposes: [
      { value: 'SAVINGS', label: 'Ahorro' },
      { value: 'RETIREMENT', label: 'Jubilación' },
      { value: 'EDUCATION', label: 'Educación' },
      { value: 'HOUSING', label: 'Vivienda' },
      { value: 'GROWTH', label: 'Hacer crecer mi dinero' },
      { value: 'LIQUIDITY', label: 'Tener liquidez disponible' },
    ],
    transactionVolumes: [
      { value: '0-99', label: 'De S/ 0 a S/ 99' },
      { value: '100-999', label: 'De S/ 100 a S/ 999' },
      { value: '1000-9999', label: 'De S/ 1,000 a S/ 9,999' },
      { value: '10000-99999', label: 'De S/ 10,000 a S/ 99,999' },
      { value: '100000-999999', label: 'De S/ 100,000 a S/ 999,999' },
      { value: '1000000+', label: 'Más de S/ 1,000,000' },
    ],
    employerRequired: false,
    fundSourceOtherShown: false,
    ...blankForm(empty),
  },
} satisfies Meta<typeof InformationStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Empleador/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /¿Cuál es el origen?/ })).toBeNull();
  },
};

/** An employee: the employer and the position are asked too. */
export const Filled: Story = { args: { values: filled, employerRequired: true } };

/** A source of funds not in the list: "Otro" asks which. */
export const OtherFundSource: Story = {
  args: {
    values: {
      ...filled,
      employment_status: 'RETIRED',
      employer: '',
      position: '',
      fund_source: 'OTHER',
      fund_source_other: 'Venta de un vehículo',
    },
    fundSourceOtherShown: true,
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...filled, position: '', fund_source: 'OTHER', transaction_volume: '' },
    errors: { position: REQUIRED, fund_source_other: REQUIRED, transaction_volume: CHOOSE },
    employerRequired: true,
    fundSourceOtherShown: true,
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 3);
    await userEvent.click(within(summary).getAllByRole('link')[1]!);
    await expect(canvas.getByRole('textbox', { name: /¿Cuál es el origen?/ })).toHaveFocus();
  },
};

export const ServerError: Story = serverErrorStory(filled, { employerRequired: true });

export const Submitting: Story = submittingStory(filled, { employerRequired: true });

/** The employer's fields and the "other" field appear as the answers ask for them. */
export const FieldsThatFollowTheAnswers: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Situación laboral/ }),
      'Dependiente',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('employment_status', 'EMPLOYED');
    await expect(canvas.getByRole('textbox', { name: /Empleador/ })).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    await expect(canvas.getByRole('textbox', { name: /Cargo/ })).toHaveAttribute(
      'autocomplete',
      'organization-title',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Origen de los fondos/ }),
      'Otro',
    );
    await expect(canvas.getByRole('textbox', { name: /¿Cuál es el origen?/ })).toBeRequired();
  },
};

/** "Continuar" with nothing answered lists every field on the page, in page order. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#${informationStepFieldIds.employment_status}`,
      `#${informationStepFieldIds.occupation}`,
      `#${informationStepFieldIds.income_band}`,
      `#${informationStepFieldIds.fund_source}`,
      `#${informationStepFieldIds.investment_purpose}`,
      `#${informationStepFieldIds.transaction_volume}`,
    ]);
  },
};
