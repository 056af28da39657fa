import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { penAccounts } from '../fixtures';
import { blankForm, expectErrorSummary, rescueScreen, typeable } from '../storyKit';
import {
  ScheduledRescueScreen,
  type ScheduledRescueFormValues,
  type ScheduledRescueScreenProps,
} from './ScheduledRescueScreen';

const DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));
const empty: ScheduledRescueFormValues = { amount: '', day: '', account: 'ba-1' };

/** The checks the flows hook makes, enough for the stories to type into. */
function validate(values: ScheduledRescueFormValues) {
  const amount = Number(values.amount.replace(/,/g, ''));
  return {
    amount: !values.amount
      ? 'Ingresa el monto de cada rescate.'
      : amount < 100
        ? 'El monto mínimo de rescate es S/ 100.00.'
        : undefined,
    day: values.day ? undefined : 'Elige el día del mes del rescate.',
    account: values.account ? undefined : 'Elige la cuenta donde recibirás el dinero.',
  };
}

/** The first day the flows hook computes: from 26 November 2026. */
const firstDateOf = (day: string) =>
  day ? (Number(day) > 26 ? `2026-11-${day}` : `2026-12-${day.padStart(2, '0')}`) : null;

const meta = {
  title: 'Pantallas/Rescate/ScheduledRescueScreen',
  id: 'pantallas-rescate-scheduledrescuescreen',
  component: ScheduledRescueScreen,
  tags: ['autodocs'],
  ...rescueScreen,
  render: typeable<ScheduledRescueFormValues, ScheduledRescueScreenProps>(
    ScheduledRescueScreen,
    validate,
    (state) => ({ firstDate: firstDateOf(state.values.day) }),
  ),
  args: {
    ...blankForm(empty),
    fundName: 'Renta Corto Plazo Soles',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    available: '12450.32',
    minimum: '100.00',
    days: DAYS,
    firstDate: null,
    accounts: penAccounts,
    addAccountHref: '/accounts/create?volver=/rescue/scheduled-rescue',
  },
} satisfies Meta<typeof ScheduledRescueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing typed yet: the minimum and what is available under the amount, the days 1 to 28, the
 * main account chosen, and the rules each month's rescue keeps.
 */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Programar rescate');
    const hint = canvas.getByText(/Mínimo/);
    await expect(hint).toHaveTextContent(/^Mínimo S\/ 100\.00/);
    await expect(hint).toHaveTextContent(/Hoy tienes disponible S\/ 12,450\.32/);
    const day = canvas.getByRole('combobox', { name: /Día de cada mes/ });
    await expect(within(day).getAllByRole('option')).toHaveLength(29);
    await expect(
      canvas.getByRole('radio', { name: /BCP, cuenta terminada en 2542/ }),
    ).toBeChecked();
    await expect(canvas.getByText(/uno cada 24 horas por fondo/)).toBeVisible();
    await expect(canvas.queryByText(/Tu primer rescate/)).toBeNull();
  },
};

/** An amount and a day: the first rescue's day, or the next business day. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto de cada rescate/ }), '500');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Día de cada mes/ }), '15');
    await expect(canvas.getByText(/Tu primer rescate/)).toHaveTextContent(
      'Tu primer rescate será el martes, 15 de diciembre de 2026, o el día hábil siguiente si ese día no lo es.',
    );
  },
};

/** "Programar rescate" with an amount under the minimum and no day: both, in the summary. */
export const WithErrors: Story = {
  args: {
    values: { ...empty, amount: '50' },
    errors: {
      amount: 'El monto mínimo de rescate es S/ 100.00.',
      day: 'Elige el día del mes del rescate.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await expect(summary).toHaveTextContent('El monto mínimo de rescate es S/ 100.00.');
    await userEvent.click(within(summary).getAllByRole('link')[1]!);
    await expect(canvas.getByRole('combobox', { name: /Día de cada mes/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Monto de cada rescate/ })).toHaveValue(
      '50.00',
    );
  },
};

/** The API refused it (a schedule exists already): the message on top, the input kept. */
export const ServerError: Story = {
  args: {
    values: { amount: '500.00', day: '15', account: 'ba-1' },
    firstDate: '2026-12-15',
    formError: 'Ya tienes un rescate programado en este fondo. Puedes pausarlo o cancelarlo.',
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('Ya tienes un rescate programado en este fondo.');
  },
};

/** A dollar fund and no dollar account: the way to add one, and nothing to submit yet. */
export const NoAccountInCurrency: Story = {
  args: { currency: 'USD', accounts: [], minimum: '50.00', available: '3200.00' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Agregar una cuenta en dólares' }),
    ).toHaveAttribute('href', '/accounts/create?volver=/rescue/scheduled-rescue');
    await expect(canvas.getByRole('button', { name: 'Programar rescate' })).toBeDisabled();
  },
};
