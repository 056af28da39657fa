import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { wizardSteps } from '../Stepper/wizards';
import { WizardLayout } from './WizardLayout';

const stepper = (currentStep: string, lastCompletedStep?: string) => ({
  steps: wizardSteps.rescue,
  currentStep,
  lastCompletedStep,
});

describe('WizardLayout', () => {
  it('leaves focus alone on first render and moves it to the title when the step changes', async () => {
    const screen = await render(
      <WizardLayout title="Nuevo rescate" stepper={stepper('detalle')} onContinue={() => {}}>
        <p>Detalle</p>
      </WizardLayout>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Nuevo rescate' });
    expect(document.activeElement).not.toBe(title.element());

    await screen.rerender(
      <WizardLayout
        title="Nuevo rescate"
        stepper={stepper('cuenta', 'detalle')}
        onContinue={() => {}}
      >
        <p>Cuenta</p>
      </WizardLayout>,
    );
    await expect.element(title).toHaveFocus();
    await expect
      .element(screen.getByRole('region', { name: 'Paso 2 de 2: Cuenta' }))
      .toBeInTheDocument();
  });

  it('focuses the title on mount when the step was reached from another one, naming the step', async () => {
    // Each step is a screen of its own: the layout mounts anew for every step.
    const screen = await render(
      <WizardLayout
        title="Invertir"
        stepper={stepper('cuenta', 'detalle')}
        onContinue={() => {}}
        focusTitleOnMount
      >
        <p>Cuenta</p>
      </WizardLayout>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Invertir' });
    await expect.element(title).toHaveFocus();
    await expect.element(title).toHaveAccessibleDescription('Cuenta, paso 2 de 2');
  });

  it('leaves focus where the step put it (an error summary) even when asked to focus the title', async () => {
    function Summary() {
      return (
        <div role="alert" tabIndex={-1} ref={(node) => node?.focus()}>
          Hay 1 error en el formulario
        </div>
      );
    }
    const screen = await render(
      <WizardLayout
        title="Invertir"
        stepper={stepper('detalle')}
        alert={<Summary />}
        onContinue={() => {}}
        focusTitleOnMount
      >
        <p>Detalle</p>
      </WizardLayout>,
    );
    await expect.element(screen.getByRole('alert')).toHaveFocus();
  });

  it("submits the step's form when given its id", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <WizardLayout title="Nueva cuenta bancaria" continueForm="cuenta" continueLabel="Guardar">
        <form id="cuenta" onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)} />
      </WizardLayout>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    await expect.element(save).toHaveAttribute('type', 'submit');
    await save.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no back button unless onBack is given', async () => {
    const screen = await render(
      <WizardLayout title="Nueva inversión" onContinue={() => {}}>
        <p>Detalle</p>
      </WizardLayout>,
    );
    await expect.element(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
    expect(screen.container.querySelectorAll('button')).toHaveLength(1);
  });
});
