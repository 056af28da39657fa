// Stories only: what the participant screens' stories share (how a screen is shown, the blank
// form state, the refused save, the save in progress, a screen a designer can type into, the
// error summary). Not exported from the package.
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../shared/demoForm';
import { signedInFrame } from '../shared/storyFrames';
import type { FormScreenState } from '../shared/types';

type Canvas = ReturnType<typeof within>;
type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * How every participant screen is shown: the whole screen, in the signed-in frame the portal
 * renders it in. Every story is also shot at a phone width (390 px).
 */
export const participantScreen = {
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [signedInFrame],
};

/** The form state of a step nobody has typed into yet; every callback is a spy. */
export function blankForm<Values>(values: Values) {
  return {
    values,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
  };
}

/** What the wizard says when a step could not be saved: the answers stay on the screen. */
const SAVE_FAILED = 'No pudimos guardar este paso. Tus respuestas siguen aquí: inténtalo de nuevo.';

/** A step the server refused to save, with the customer's answers still there. */
export function serverErrorStory<Values, Extra extends object = object>(
  values: Values,
  extra?: Extra,
) {
  return { args: { values, formError: SAVE_FAILED, submitCount: 1, ...extra } };
}

/** A step being saved: "Continuar" says it is busy. */
export function submittingStory<Values, Extra extends object = object>(
  values: Values,
  extra?: Extra,
) {
  return {
    args: { values, submitting: true, ...extra },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(canvas.getByRole('button', { name: /Continuar/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  };
}

/**
 * A story's render that keeps the screen's values in state (typing, errors on submit), so a
 * designer can use the step as a customer would. `follow` gives the props that follow the
 * answers, as the step's flows hook does.
 */
export function typeable<
  Values extends Record<string, unknown>,
  Props extends FormScreenState<Values>,
>(
  Screen: ComponentType<Props>,
  validate: (values: Values) => Errors<Values>,
  follow?: (state: FormScreenState<Values>, args: Props) => Partial<Props>,
) {
  function Typeable(args: Props) {
    const state = useDemoForm<Values>(args, validate);
    return <Screen {...args} {...state} {...follow?.(state, args)} />;
  }
  return (args: Props) => <Typeable {...args} />;
}

/** A step shown with its errors: the summary has the focus and links each of them. */
export async function expectErrorSummary(canvas: Canvas, links: number): Promise<HTMLElement> {
  const summary = canvas.getByRole('alert');
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(within(summary).getAllByRole('link')).toHaveLength(links);
  return summary;
}

/**
 * Presses "Continuar" on a step with something missing: the spy sees the submit, and the error
 * summary appears and takes the focus. Returns the summary.
 */
export async function continueWithErrors({
  canvas,
  args,
}: {
  canvas: Canvas;
  args: { onSubmit: () => void };
}): Promise<HTMLElement> {
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  const summary = await canvas.findByRole('alert');
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** The spouse's steps say whose data they ask for. */
export async function expectSpouseHeading(canvas: Canvas) {
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Datos de tu cónyuge');
}
