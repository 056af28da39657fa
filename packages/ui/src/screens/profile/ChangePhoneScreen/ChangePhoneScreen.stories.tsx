import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import {
  ChangePhoneScreen,
  type ChangePhoneCodeFormValues,
  type ChangePhoneFormValues,
} from './ChangePhoneScreen';

const meta = {
  title: 'Pantallas/Perfil/ChangePhoneScreen',
  id: 'pantallas-perfil-changephonescreen',
  component: ChangePhoneScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    step: 'phone',
    phoneForm: blankForm<ChangePhoneFormValues>({ phone: '', password: '' }),
    codeForm: blankForm<ChangePhoneCodeFormValues>({ code: '' }),
    currentPhone: '+51 ••• ••• 321',
    maskedPhone: '+51 ••• ••• 444',
    onResend: fn(),
    onBack: fn(),
    backHref: '/profile',
  },
} satisfies Meta<typeof ChangePhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current number (masked), the new one and the password; "Enviar código" submits. */
export const NewNumber: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cambiar celular');
    await expect(canvas.getByText('+51 ••• ••• 321')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nuevo celular/ })).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(args.phoneForm.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An account without a number registers one the same way. */
export const NoNumberYet: Story = {
  args: { currentPhone: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Registrar celular');
  },
};

/** The number is another account's: said on its field, what was typed kept. */
export const NumberTaken: Story = {
  args: {
    phoneForm: {
      ...blankForm<ChangePhoneFormValues>({ phone: '987 654 322', password: 'Clave#2026' }),
      errors: { phone: 'Este número de celular ya está registrado.' },
      submitCount: 1,
    },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('Este número de celular ya está registrado.');
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: /Nuevo celular/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Nuevo celular/ })).toHaveValue('987 654 322');
  },
};

/** The code texted to the new number (masked), with resend and a way back to correct it. */
export const Code: Story = {
  args: { step: 'code', resent: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('+51 ••• ••• 444')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Te enviamos un nuevo código.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Corregir el número' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A wrong code: said on the field, which keeps the digits to correct. */
export const WrongCode: Story = {
  args: {
    step: 'code',
    codeForm: {
      ...blankForm<ChangePhoneCodeFormValues>({ code: '123456' }),
      errors: { code: 'El código de seguridad no es correcto.' },
      submitCount: 1,
    },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('El código de seguridad no es correcto.');
  },
};
