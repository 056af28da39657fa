import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import type { ChangeCodeValues } from '../ChangeCodeStep';
import { ChangeRiskCodeScreen } from './ChangeRiskCodeScreen';

const meta = {
  title: 'Pantallas/Perfil/ChangeRiskCodeScreen',
  id: 'pantallas-perfil-changeriskcodescreen',
  component: ChangeRiskCodeScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    stepper: {
      steps: [
        { id: 'cuestionario', label: 'Cuestionario de riesgo' },
        { id: 'validacion', label: 'Validación' },
      ],
      currentStep: 'validacion',
      lastCompletedStep: 'cuestionario',
    },
    newProfile: 'Conservador',
    currentProfile: 'Moderado',
    maskedEmail: 'ana.quispe@correo.pe',
    codeForm: blankForm<ChangeCodeValues>({ code: '' }),
    resend: { secondsLeft: 42, resending: false, limitReached: false, onResend: fn() },
    onBack: fn(),
  },
} satisfies Meta<typeof ChangeRiskCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Validación: the profile the answers give, and the code emailed to the customer. */
export const Code: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cambiar mi perfil de riesgo',
    );
    await expect(canvas.getByText(/tu perfil pasa de/)).toHaveTextContent(
      'Con tus respuestas, tu perfil pasa de Moderado a Conservador.',
    );
    await expect(canvas.queryByText('ana.quispe@correo.pe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a las preguntas' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar el cambio' }));
    await expect(args.codeForm.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A wrong code: said on the field and in the summary; the answers are kept behind it. */
export const WrongCode: Story = {
  args: {
    newProfile: 'Moderado',
    codeForm: {
      ...blankForm<ChangeCodeValues>({ code: '123450' }),
      errors: { code: 'El código de seguridad no es correcto.' },
      submitCount: 1,
    },
    resend: { secondsLeft: 0, resending: false, limitReached: false, onResend: fn() },
  },
  play: async ({ canvas, args }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('El código de seguridad no es correcto.');
    await expect(canvas.getByText(/tu perfil será/)).toHaveTextContent(
      'Con tus respuestas, tu perfil será Moderado, el mismo que tienes ahora.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Reenviar código/ }));
    await expect(args.resend.onResend).toHaveBeenCalledTimes(1);
  },
};
