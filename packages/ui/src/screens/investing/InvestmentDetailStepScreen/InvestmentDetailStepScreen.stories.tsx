import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  RISKIER_THAN_PROFILE,
  documents,
  fees,
  funds,
  fundsOrigins,
  penSeries,
  stepFrame,
  tradeNextDay,
  tradeToday,
  tradeWeekend,
  usdSeries,
} from '../fixtures';
import {
  blankForm,
  expectErrorSummary,
  investingScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import {
  InvestmentDetailStepScreen,
  investmentDetailFieldIds,
  type InvestmentDetailValues,
} from './InvestmentDetailStepScreen';

const empty: InvestmentDetailValues = {
  fund_code: 'MIXPEN',
  amount: '',
  series: 'A',
  funds_origin: '',
  funds_origin_other: '',
  suitability_ack: false,
};
const filled: InvestmentDetailValues = {
  ...empty,
  amount: '1500',
  funds_origin: 'SALARY',
};

const PROFILE = 'Moderado';
const REQUIRED = 'Este dato es obligatorio.';
const CHOOSE = 'Elige una opción.';
const BELOW_MINIMUM = 'El monto mínimo de inversión inicial en la Serie A es S/ 1,000.00.';
const ACK = 'Confirma que conoces el riesgo de este fondo para continuar.';

function validate(values: InvestmentDetailValues) {
  const errors: Partial<Record<keyof InvestmentDetailValues, string>> = {};
  if (!values.fund_code) errors.fund_code = CHOOSE;
  if (RISKIER_THAN_PROFILE[values.fund_code] && !values.suitability_ack)
    errors.suitability_ack = ACK;
  if (!values.amount) errors.amount = REQUIRED;
  else if (Number(values.amount) < 1000) errors.amount = BELOW_MINIMUM;
  if (!values.series) errors.series = CHOOSE;
  if (!values.funds_origin) errors.funds_origin = CHOOSE;
  if (values.funds_origin === 'OTHER' && !values.funds_origin_other)
    errors.funds_origin_other = REQUIRED;
  return errors;
}

/** What the flows hook derives from the answers: the fund's risk warning and "Otro". */
function suitabilityOf(fundCode: string) {
  const riskier = RISKIER_THAN_PROFILE[fundCode];
  return riskier ? { ...riskier, customerProfileLabel: PROFILE } : null;
}

const meta = {
  title: 'Pantallas/Inversión/InvestmentDetailStepScreen',
  id: 'pantallas-inversion-investmentdetailstepscreen',
  component: InvestmentDetailStepScreen,
  tags: ['autodocs'],
  ...investingScreen,
  render: typeable(InvestmentDetailStepScreen, validate, ({ values }, args) => ({
    fundsOriginOtherShown: values.funds_origin === 'OTHER',
    // A locked fund's warning is the story's own; a chosen fund's follows the choice.
    suitability: args.fundLocked ? args.suitability : suitabilityOf(values.fund_code),
  })),
  args: {
    ...stepFrame(),
    onBack: undefined,
    funds,
    fundLocked: true,
    changeFundHref: '/products/recommended',
    currency: 'PEN',
    seriesOptions: penSeries,
    fundsOrigins,
    fundsOriginOtherShown: false,
    fees,
    tradeDate: tradeToday,
    suitability: null,
    documents,
    ...blankForm(empty),
  },
} satisfies Meta<typeof InvestmentDetailStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a fund's page: the fund is fixed, Serie A is chosen, Serie B waits for a larger amount. */
export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Fondo/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cambiar fondo' })).toHaveAttribute(
      'href',
      '/products/recommended',
    );
    await expect(canvas.getByRole('radio', { name: 'Serie B' })).toBeDisabled();
    await expect(canvas.getByText(/Monto mínimo de inversión inicial/)).toHaveTextContent(
      'Monto mínimo de inversión inicial: S/ 1,000.00',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...filled, amount: '500', funds_origin: 'OTHER' },
    errors: { amount: BELOW_MINIMUM, funds_origin_other: REQUIRED },
    fundsOriginOtherShown: true,
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await userEvent.click(within(summary).getAllByRole('link')[0]!);
    await expect(canvas.getByRole('textbox', { name: /Monto a invertir/ })).toHaveFocus();
  },
};

/**
 * A fund chosen on the step that is riskier than the customer's profile: the warning and the
 * acknowledgment it asks for, missing.
 */
export const SuitabilityWarning: Story = {
  args: {
    fundLocked: false,
    values: { ...filled, fund_code: 'ACCPE' },
    errors: { suitability_ack: ACK },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await userEvent.click(within(summary).getByRole('link'));
    await expect(
      canvas.getByRole('checkbox', { name: /riesgo mayor al de mi perfil/ }),
    ).toHaveFocus();
  },
};

/**
 * A dollar fund the customer already holds, after today's cut-off: additional minimums in
 * dollars and the next business day's valor cuota.
 */
export const UsdFundAfterCutoff: Story = {
  args: {
    values: { ...filled, fund_code: 'GLOBUSD', amount: '2500', series: 'A' },
    fundName: 'Global Dólares',
    currency: 'USD',
    seriesOptions: usdSeries,
    tradeDate: tradeNextDay,
    fees: { unifiedFeePct: '2.36', earlyRescueFeePct: '0', earlyRescueMinDays: 0 },
    suitability: { fundRiskLabel: 'Agresivo', customerProfileLabel: PROFILE },
    documents: [documents[0]!],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Monto mínimo de inversión adicional/)).toHaveTextContent(
      'Monto mínimo de inversión adicional: US$ 100.00',
    );
    await expect(canvas.getByText(/Ya pasó la hora de corte de hoy/)).toBeVisible();
    await expect(canvas.getByText(/procesará con el valor cuota del/)).toHaveTextContent(
      'miércoles, 25 de noviembre de 2026',
    );
  },
};

/**
 * On a Saturday, a Sunday or a holiday there is no cut-off today: the screen says so, and the
 * order gets the next business day's valor cuota.
 */
export const NotBusinessDay: Story = {
  args: { values: filled, tradeDate: tradeWeekend },
  play: async ({ canvas }) => {
    const line = canvas.getByText(/procesará con el valor cuota del/);
    await expect(line).toHaveTextContent('lunes, 30 de noviembre de 2026');
    await expect(line).toHaveTextContent(
      'Hoy no es día hábil: por eso tu solicitud toma el valor cuota del siguiente día hábil.',
    );
    await expect(line).not.toHaveTextContent(/Ya pasó/);
  },
};

export const ServerError: Story = serverErrorStory(filled);

export const Submitting: Story = submittingStory(filled);

/** The warning and its checkbox come and go with the chosen fund. */
export const SuitabilityFollowsTheFund: Story = {
  args: { fundLocked: false, values: { ...empty, fund_code: '' } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const fund = canvas.getByRole('combobox', { name: /Fondo/ });
    const ack = () => canvas.queryByRole('checkbox', { name: /riesgo mayor al de mi perfil/ });
    await expect(ack()).toBeNull();

    await userEvent.selectOptions(fund, 'Acciones Perú');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fund_code', 'ACCPE');
    await expect(
      canvas.getByText(/Este fondo tiene un riesgo mayor al de tu perfil moderado/),
    ).toBeVisible();
    await expect(ack()).toBeRequired();
    await userEvent.click(ack()!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('suitability_ack', true);
    await expect(ack()).toBeChecked();

    await userEvent.selectOptions(fund, 'Renta Mixta Soles');
    await expect(ack()).toBeNull();
    await expect(canvas.queryByText(/riesgo mayor al de tu perfil/)).toBeNull();
  },
};

/** "Continuar" with nothing filled lists every field on the page, in page order. */
export const SubmitWithErrors: Story = {
  args: { fundLocked: false, values: { ...empty, fund_code: 'ACCPE', series: '' } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await expectErrorSummary(canvas, 4);
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#${investmentDetailFieldIds.suitability_ack}`,
      `#${investmentDetailFieldIds.amount}`,
      `#${investmentDetailFieldIds.series}-0`,
      `#${investmentDetailFieldIds.funds_origin}`,
    ]);
    await userEvent.click(links[2]!);
    await expect(canvas.getByRole('radio', { name: 'Serie A' })).toHaveFocus();
  },
};
