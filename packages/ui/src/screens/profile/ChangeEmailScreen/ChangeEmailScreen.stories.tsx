import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import {
  ChangeEmailScreen,
  type ChangeEmailCodeFormValues,
  type ChangeEmailFormValues,
} from './ChangeEmailScreen';

const meta = {
  title: 'Pantallas/Perfil/ChangeEmailScreen',
  id: 'pantallas-perfil-changeemailscreen',
  component: ChangeEmailScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    step: 'email',
    emailForm: blankForm<ChangeEmailFormValues>({ email: '', password: '' }),
    codeForm: blankForm<ChangeEmailCodeFormValues>({ code: '' }),
    newEmail: 'ana.nueva@correo.pe',
    onResend: fn(),
    onBack: fn(),
    backHref: '/profile',
  },
} satisfies Meta<typeof ChangeEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new address and the current password; "Enviar código" submits. */
export const NewAddress: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cambiar correo electrónico',
    );
    await expect(canvas.getByRole('textbox', { name: /Nuevo correo electrónico/ })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(args.emailForm.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The address is another account's: said on its field, what was typed kept. */
export const AddressTaken: Story = {
  args: {
    emailForm: {
      ...blankForm<ChangeEmailFormValues>({ email: 'otra@correo.pe', password: 'Clave#2026' }),
      errors: { email: 'Este correo ya está registrado.' },
      submitCount: 1,
    },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('Este correo ya está registrado.');
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: /Nuevo correo electrónico/ })).toHaveFocus();
  },
};

/** The code sent to the new address (shown masked), with resend and a way back to correct it. */
export const Code: Story = {
  args: { step: 'code', resent: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('ana.nueva@correo.pe')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Te enviamos un nuevo código.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Corregir el correo' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
