import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { demoSupport } from '../../shared/fixtures';
import {
  IdentityValidationScreen,
  identityFieldIds,
  type IdentityDocumentType,
  type IdentityValidationScreenProps,
  type IdentityValues,
} from './IdentityValidationScreen';

const documentTypes: IdentityDocumentType[] = [
  {
    value: '01',
    label: 'DNI',
    hint: '8 dígitos, sin el dígito verificador.',
    inputMode: 'numeric',
    maxLength: 8,
  },
  {
    value: '03',
    label: 'Carné de extranjería',
    hint: 'De 4 a 12 letras o números.',
    inputMode: 'text',
    maxLength: 12,
  },
  {
    value: '05',
    label: 'Pasaporte',
    hint: 'De 4 a 12 letras o números.',
    inputMode: 'text',
    maxLength: 12,
  },
];

const empty: IdentityValues = {
  document_type: '01',
  number_document: '',
  birth_date: '',
  name: '',
  lastname: '',
};
const filled: IdentityValues = {
  document_type: '01',
  number_document: '10117410',
  birth_date: '1990-07-27',
  name: 'Ana Lucía',
  lastname: 'Quispe Mamani',
};

function validate(values: IdentityValues) {
  const errors: Partial<Record<keyof IdentityValues, string>> = {};
  if (!values.document_type) errors.document_type = 'Elige tu tipo de documento.';
  if (!values.number_document) errors.number_document = 'Ingresa el número de tu documento.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birth_date))
    errors.birth_date = 'Ingresa tu fecha de nacimiento completa: día, mes y año.';
  if (!values.name) errors.name = 'Ingresa tus nombres.';
  if (!values.lastname) errors.lastname = 'Ingresa tus apellidos.';
  return errors;
}

function Interactive(args: IdentityValidationScreenProps) {
  const state = useDemoForm(args, validate);
  return <IdentityValidationScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Acceso/IdentityValidationScreen',
  component: IdentityValidationScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    documentTypes,
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    support: demoSupport,
  },
} satisfies Meta<typeof IdentityValidationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the DNI chosen: a numeric keyboard and at most 8 characters. */
export const Empty: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Por regulación de la SMV necesitamos validar tu identidad/),
    ).toBeVisible();
    const number = canvas.getByRole('textbox', { name: /Número de DNI/ });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('maxlength', '8');
    await expect(number).toHaveAccessibleDescription('8 dígitos, sin el dígito verificador.');
  },
};

export const Filled: Story = { args: { values: filled } };

/** Choosing a passport changes the number field's label, hint, keyboard and length. */
export const Passport: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Tipo de documento/ }),
      'Pasaporte',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('document_type', '05');
    const number = canvas.getByRole('textbox', { name: /Número de Pasaporte/ });
    await expect(number).toHaveAttribute('inputmode', 'text');
    await expect(number).toHaveAttribute('maxlength', '12');
    await expect(number).toHaveAccessibleDescription('De 4 a 12 letras o números.');
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...filled, number_document: '1011741', birth_date: '2010-03-14', name: '' },
    errors: {
      number_document: 'El DNI debe tener 8 dígitos.',
      birth_date: 'Debes ser mayor de edad para invertir.',
      name: 'Ingresa tus nombres.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Debes ser mayor de edad para invertir.' }),
    );
    const day = canvas.getByRole('textbox', { name: 'Día' });
    await expect(day).toHaveFocus();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Debes ser mayor de edad para invertir\./);
  },
};

/** The document is already registered: the server's error on its field. */
export const DocumentAlreadyRegistered: Story = {
  args: {
    values: filled,
    errors: {
      number_document:
        'Este documento ya está registrado. Si es tuyo, inicia sesión o recupera tu contraseña; si no, escríbenos para ayudarte.',
    },
    submitCount: 1,
  },
};

export const ServerError: Story = {
  args: {
    values: filled,
    formError:
      'No pudimos validar tu identidad en este momento. Inténtalo de nuevo en unos minutos.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Validar identidad/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The birth date typed box by box: a one-digit day is padded when the customer moves on. */
export const TypingTheBirthDate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Día' }), '7');
    await userEvent.tab();
    await userEvent.keyboard('7');
    await userEvent.tab();
    await userEvent.keyboard('1990');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('birth_date', '1990-07-07');
    await expect(canvas.getByRole('textbox', { name: 'Mes' })).toHaveValue('07');
  },
};

export const SubmitWithErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Validar identidad' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(within(summary).getByRole('link', { name: 'Ingresa tus apellidos.' }));
    await expect(canvas.getByRole('textbox', { name: /Apellidos/ })).toHaveFocus();
    await expect(document.getElementById(identityFieldIds.lastname)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
