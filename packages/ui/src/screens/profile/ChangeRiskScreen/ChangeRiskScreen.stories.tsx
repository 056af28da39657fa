import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { riskQuestions } from '../../funds/RiskQuestionScreen/fixtures';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import type { ChangeCodeValues } from '../ChangeCodeStep';
import { ChangeRiskScreen } from './ChangeRiskScreen';

const steps = [
  { id: 'cuestionario', label: 'Cuestionario de riesgo' },
  { id: 'validacion', label: 'Validación' },
];
const onCode = {
  stage: 'code' as const,
  stepper: { steps, currentStep: 'validacion', lastCompletedStep: 'cuestionario' },
};

const meta = {
  title: 'Pantallas/Perfil/ChangeRiskScreen',
  id: 'pantallas-perfil-changeriskscreen',
  component: ChangeRiskScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    stage: 'answers',
    stepper: { steps, currentStep: 'cuestionario' },
    question: {
      state: 'ready',
      number: 1,
      total: riskQuestions.length,
      question: riskQuestions[0]!,
      value: 'horizon-3',
      onValueChange: fn(),
      onSubmit: fn(),
      onRetry: fn(),
    },
    newProfile: 'Conservador',
    currentProfile: 'Moderado',
    maskedEmail: 'ana.quispe@correo.pe',
    codeForm: blankForm<ChangeCodeValues>({ code: '' }),
    resend: { secondsLeft: 42, resending: false, limitReached: false, onResend: fn() },
    onBack: fn(),
    backHref: '/profile',
  },
} satisfies Meta<typeof ChangeRiskScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cuestionario de riesgo: the first question, with the last answer chosen and the steps above. */
export const Questions: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    const steps = canvas.getByRole('navigation', { name: 'Pasos del proceso' });
    await expect(steps).toHaveTextContent(/Cuestionario de riesgo.*Validación/);
    await expect(canvas.getByText('Cambiar mi perfil de riesgo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a mi perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.getByRole('radio', { name: 'De 2 a 3 años' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.question.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The last question: "Continuar" sends the answers for a code (nothing changes yet). */
export const LastQuestion: Story = {
  args: {
    question: {
      ...meta.args.question,
      number: riskQuestions.length,
      question: riskQuestions.at(-1)!,
      value: null,
      error: 'Elige una respuesta para continuar.',
      onBack: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expectErrorSummary(canvas, 1);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

/** Validación: the profile the answers give, and the code emailed to the customer. */
export const Code: Story = {
  args: onCode,
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
    ...onCode,
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
