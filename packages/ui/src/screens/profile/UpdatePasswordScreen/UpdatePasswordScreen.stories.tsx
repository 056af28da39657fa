import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import { UpdatePasswordScreen, type UpdatePasswordValues } from './UpdatePasswordScreen';

const rules = [
  { id: 'length', label: 'Al menos 8 caracteres', met: false },
  { id: 'mix', label: 'Letras y números', met: false },
  { id: 'match', label: 'Las dos contraseñas coinciden', met: false },
];

const meta = {
  title: 'Pantallas/Perfil/UpdatePasswordScreen',
  id: 'pantallas-perfil-updatepasswordscreen',
  component: UpdatePasswordScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    ...blankForm<UpdatePasswordValues>({
      current_password: '',
      password: '',
      password_confirmation: '',
    }),
    rules,
    backHref: '/dashboard',
  },
} satisfies Meta<typeof UpdatePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the current password, the new one twice and its hints, and what will happen. */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cambiar contraseña');
    await expect(canvas.getByText(/cerraremos tu sesión en los demás dispositivos/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Contraseña actual/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The current password was wrong: said on its field, the new ones kept. */
export const WrongCurrentPassword: Story = {
  args: {
    values: {
      current_password: 'NoEsMiClave#1',
      password: 'Nueva#Clave2026',
      password_confirmation: 'Nueva#Clave2026',
    },
    errors: { current_password: 'Tu contraseña actual no es correcta.' },
    submitCount: 1,
    rules: rules.map((r) => ({ ...r, met: true })),
    strength: 'strong',
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('Tu contraseña actual no es correcta.');
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByLabelText(/^Contraseña actual/)).toHaveFocus();
  },
};
