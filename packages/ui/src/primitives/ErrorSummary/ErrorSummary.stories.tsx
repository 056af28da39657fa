import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ErrorSummary, type FormError } from './ErrorSummary';

const bankErrors: FormError[] = [
  { fieldId: 'banco', message: 'Elige el banco de tu cuenta' },
  { fieldId: 'numero-cuenta', message: 'Ingresa el número de tu cuenta' },
  { fieldId: 'cci', message: 'El CCI debe tener 20 dígitos' },
];

const fields = [
  { id: 'banco', label: 'Banco' },
  { id: 'numero-cuenta', label: 'Número de cuenta' },
  { id: 'cci', label: 'Código de cuenta interbancario (CCI)' },
];

/** The summary above the form whose fields it points to, as on a real page. */
function BankAccountForm({ errors }: { errors: FormError[] }) {
  return (
    <div className="max-w-lg space-y-6">
      <ErrorSummary errors={errors} />
      <form className="space-y-4" noValidate onSubmit={(event) => event.preventDefault()}>
        {fields.map((field) => (
          <TextField
            key={field.id}
            id={field.id}
            label={field.label}
            value=""
            onChange={() => {}}
            error={errors.find((error) => error.fieldId === field.id)?.message}
          />
        ))}
      </form>
    </div>
  );
}

const meta = {
  title: 'Primitivos/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: { errors: bankErrors },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary takes focus when shown; each link focuses its field. */
export const Default: Story = {
  render: (args) => <BankAccountForm errors={args.errors} />,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { name: 'Hay 3 errores en el formulario' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Ingresa el número de tu cuenta' }));
    await expect(canvas.getByLabelText('Número de cuenta')).toHaveFocus();
  },
};

export const SingleError: Story = {
  args: { errors: [{ fieldId: 'cci', message: 'El CCI no corresponde al banco elegido' }] },
  render: (args) => <BankAccountForm errors={args.errors} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Hay 1 error en el formulario' }),
    ).toBeVisible();
  },
};

/** A keyboard user tabs from the summary to the first link and follows it with Enter. */
export const KeyboardFollowsLink: Story = {
  render: (args) => <BankAccountForm errors={args.errors} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Elige el banco de tu cuenta' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Banco')).toHaveFocus();
  },
};

function SubmitDemo() {
  const [cci, setCci] = useState('');
  const [errors, setErrors] = useState<FormError[]>([]);
  const [submits, setSubmits] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    setErrors(
      /^\d{20}$/.test(cci)
        ? []
        : [{ fieldId: 'cci-demo', message: 'El CCI debe tener 20 dígitos' }],
    );
  };
  return (
    <div className="max-w-lg space-y-6">
      <ErrorSummary errors={errors} focusKey={submits} />
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          id="cci-demo"
          label="Código de cuenta interbancario (CCI)"
          inputMode="numeric"
          value={cci}
          onChange={(event) => setCci(event.target.value)}
          error={errors[0]?.message}
        />
        <Button type="submit">Guardar cuenta</Button>
      </form>
    </div>
  );
}

/** Nothing shows until a submit fails; then the summary appears and takes focus. */
export const AfterSubmit: Story = {
  render: () => <SubmitDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Código de cuenta interbancario (CCI)'), '0021');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cuenta' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'El CCI debe tener 20 dígitos' }));
    await expect(canvas.getByLabelText('Código de cuenta interbancario (CCI)')).toHaveFocus();
  },
};

export const LongMessages: Story = {
  args: {
    errors: [
      {
        fieldId: 'origen',
        message:
          'Indica el origen de los fondos que vas a invertir: es obligatorio según la normativa de prevención de lavado de activos',
      },
      {
        fieldId: 'beneficiario',
        message:
          'Ingresa el nombre completo, el tipo y el número de documento del beneficiario final',
      },
    ],
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
};

/** Without errors the summary renders nothing. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
