import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { riskQuestions } from '../../funds/RiskQuestionScreen/fixtures';
import { expectErrorSummary, profileScreen } from '../storyKit';
import { ChangeRiskScreen } from './ChangeRiskScreen';

const steps = [
  { id: 'cuestionario', label: 'Cuestionario de riesgo' },
  { id: 'validacion', label: 'Validación' },
];

const meta = {
  title: 'Pantallas/Perfil/ChangeRiskScreen',
  id: 'pantallas-perfil-changeriskscreen',
  component: ChangeRiskScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
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
