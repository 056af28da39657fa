import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInFrame } from '../../shared/storyFrames';
import { riskQuestions } from './fixtures';
import {
  RiskQuestionScreen,
  riskQuestionFieldIds,
  type RiskQuestion,
  type RiskQuestionScreenProps,
} from './RiskQuestionScreen';

const NOTHING_CHOSEN = 'Elige una respuesta para continuar.';

const questionAt = (number: number): RiskQuestion => riskQuestions[number - 1]!;

/** The screen with its answers in state, as the flows hook would keep them. */
function Interactive(args: RiskQuestionScreenProps) {
  const [number, setNumber] = useState(args.number);
  const [answers, setAnswers] = useState<Record<number, string | null>>({
    [args.number]: args.value,
  });
  const [error, setError] = useState(args.error);
  const value = answers[number] ?? null;
  const question = number === args.number ? args.question : questionAt(number);

  return (
    <RiskQuestionScreen
      {...args}
      number={number}
      question={question}
      value={value}
      error={error}
      onValueChange={(optionId) => {
        setAnswers((current) => ({ ...current, [number]: optionId }));
        setError(undefined);
        args.onValueChange(optionId);
      }}
      onSubmit={() => {
        args.onSubmit();
        if (!value) setError(NOTHING_CHOSEN);
        else if (number < args.total) setNumber(number + 1);
      }}
      onBack={
        args.onBack &&
        (() => {
          args.onBack?.();
          setError(undefined);
          setNumber(number - 1);
        })
      }
    />
  );
}

const meta = {
  title: 'Pantallas/Fondos/RiskQuestionScreen',
  component: RiskQuestionScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  // The portal renders the questionnaire inside the signed-in frame.
  decorators: [signedInFrame],
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'ready',
    number: 3,
    total: riskQuestions.length,
    question: questionAt(3),
    value: null,
    submitting: false,
    onValueChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onRetry: fn(),
    homeHref: '/dashboard',
  },
} satisfies Meta<typeof RiskQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 3 of 8: the customer answers, continues, and comes back with the answer kept. */
export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Pregunta 3 de 8')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Avance del test' })).toHaveAttribute(
      'aria-valuetext',
      'Pregunta 3 de 8',
    );
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('Si tu inversión bajara 10 % en un mes, ¿qué harías?');
    // The question names its answers' group, and the hint describes it.
    const group = canvas.getByRole('radiogroup', { name: /bajara 10\s% en un mes/ });
    await expect(group).toHaveAccessibleDescription(/si invertiste S\/ 10,000/);
    await expect(canvas.queryByRole('link', { name: /Volver al inicio/ })).toBeNull();

    const answer = 'Esperaría sin hacer cambios hasta que se recupere';
    await userEvent.click(canvas.getByText(answer));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fall-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    // The next question takes focus, so a screen reader reads it from its start.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        '¿Qué experiencia tienes invirtiendo?',
      ),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Pregunta 4 de 8',
    );
    await expect(canvas.getAllByRole('radio').filter((radio) => radio.matches(':checked'))).toEqual(
      [],
    );

    // "Anterior" goes back with the answer still chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: answer })).toBeChecked();
  },
};

/** The first question is loading: "Volver al inicio" instead of "Anterior". */
export const Loading: Story = {
  args: { state: 'loading', number: 1, question: questionAt(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la pregunta');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Test del inversionista',
    );
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('button', { name: 'Anterior' })).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hubo un problema de conexión');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Continuing without an answer: "Hay un problema" at the top, linked to the answers. */
export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading')).toHaveTextContent('Hay un problema');
    const link = within(summary).getByRole('link', { name: NOTHING_CHOSEN });
    await expect(link).toHaveAttribute('href', `#${riskQuestionFieldIds.answer}`);

    const group = canvas.getByRole('radiogroup', { name: /bajara 10\s% en un mes/ });
    await expect(group).toHaveAttribute('id', riskQuestionFieldIds.answer);
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(new RegExp(`^${NOTHING_CHOSEN}`));
    await userEvent.click(link);
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
  },
};

/** The eighth question: the button leads to the profile. */
export const LastQuestion: Story = {
  args: { number: 8, question: questionAt(8), value: 'liquidity-4' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Pregunta 8 de 8')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver mi perfil' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The answer could not be saved: the message above the form, the choice kept. */
export const ServerError: Story = {
  args: {
    number: 5,
    question: questionAt(5),
    value: 'savings-4',
    formError:
      'No pudimos guardar tu respuesta por un problema de conexión. Tu elección sigue marcada: vuelve a intentarlo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos guardar tu respuesta');
    await expect(canvas.getByRole('radio', { name: /^Entre 10\s% y 25\s%$/ })).toBeChecked();
    await expect(canvas.queryByText('Hay un problema')).toBeNull();
  },
};

/** Saving the answer: the button shows a spinner and ignores clicks. */
export const Submitting: Story = {
  args: { number: 5, question: questionAt(5), value: 'savings-4', submitting: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Continuar/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Guardando tu respuesta');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  },
};
