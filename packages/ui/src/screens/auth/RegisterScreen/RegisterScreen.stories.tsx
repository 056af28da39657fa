import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { demoSupport } from '../../shared/fixtures';
import { RegisterScreen, type RegisterScreenProps, type RegisterValues } from './RegisterScreen';

const empty: RegisterValues = {
  email: '',
  phone_number: '',
  terms_accepted: false,
  privacy_policy_accepted: false,
  marketing_consent: false,
  group_sharing_consent: false,
};

const filled: RegisterValues = {
  email: 'ana.quispe@gmail.com',
  phone_number: '987 654 321',
  terms_accepted: true,
  privacy_policy_accepted: true,
  marketing_consent: true,
  group_sharing_consent: false,
};

function validate(values: RegisterValues) {
  const errors: Partial<Record<keyof RegisterValues, string>> = {};
  if (!values.email) errors.email = 'Ingresa tu correo electrónico.';
  if (values.phone_number && !/^9\d{8}$/.test(values.phone_number.replace(/\D/g, '')))
    errors.phone_number = 'Ingresa un celular de 9 dígitos que empiece con 9.';
  if (!values.terms_accepted) errors.terms_accepted = 'Debes aceptar los términos y condiciones.';
  if (!values.privacy_policy_accepted)
    errors.privacy_policy_accepted = 'Debes aceptar la política de privacidad.';
  return errors;
}

function Interactive(args: RegisterScreenProps) {
  const state = useDemoForm(args, validate);
  return <RegisterScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Acceso/RegisterScreen',
  component: RegisterScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    termsHref: 'https://www.quipufondos.pe/legal/terminos-y-condiciones.pdf',
    privacyHref: 'https://www.quipufondos.pe/legal/politica-de-privacidad.pdf',
    loginHref: '#ingresar',
    support: demoSupport,
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every consent starts unticked; the optional ones say so. */
export const Empty: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Términos y condiciones/ })).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: /Política de privacidad/ })).toBeRequired();
    await expect(
      canvas.getByRole('checkbox', { name: /novedades y promociones/ }),
    ).not.toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: /grupo económico/ })).not.toBeRequired();
    await expect(canvas.getByLabelText(/Celular/)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '#ingresar',
    );
  },
};

/** The documents open in a new tab, and their links say so. */
export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas, args }) => {
    const terms = canvas.getByRole('link', {
      name: 'Términos y condiciones (se abre en una nueva pestaña)',
    });
    await expect(terms).toHaveAttribute('href', args.termsHref);
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms.getAttribute('rel')).toContain('noopener');
    await expect(
      canvas.getByRole('link', { name: 'Política de privacidad (se abre en una nueva pestaña)' }),
    ).toHaveAttribute('href', args.privacyHref);
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...empty, email: 'ana.quispe@gmail.com', phone_number: '01 311 0000' },
    errors: {
      phone_number: 'Ingresa un celular de 9 dígitos que empiece con 9.',
      terms_accepted: 'Debes aceptar los términos y condiciones.',
      privacy_policy_accepted: 'Debes aceptar la política de privacidad.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('checkbox', { name: /Términos y condiciones/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: {
    values: filled,
    formError: 'No pudimos crear tu cuenta en este momento. Inténtalo de nuevo en unos minutos.',
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Crear cuenta/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed submit focuses the summary; each link leads to its field, even a checkbox. */
export const SubmitWithErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), 'ana.quispe@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Debes aceptar la política de privacidad.' }),
    );
    const privacy = canvas.getByRole('checkbox', { name: /Política de privacidad/ });
    await expect(privacy).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('privacy_policy_accepted', true);
    // Fixing a field removes its error from the summary without moving focus.
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await expect(privacy).toHaveFocus();
  },
};
