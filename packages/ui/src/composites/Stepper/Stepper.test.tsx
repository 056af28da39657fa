import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Stepper, getStepInfo } from './Stepper';
import { wizardSteps } from './wizards';

describe('getStepInfo (the selection rule)', () => {
  it('lets only the first step be chosen before anything is completed', () => {
    const info = getStepInfo(wizardSteps.investment, 'detalle');
    expect(info.map((s) => [s.id, s.state, s.selectable])).toEqual([
      ['detalle', 'current', true],
      ['banco', 'upcoming', false],
      ['constancia', 'upcoming', false],
    ]);
  });

  it('keeps completed steps and the one after the last completed selectable when going back', () => {
    const info = getStepInfo(wizardSteps.clientData, 'documento', 'informacion');
    expect(info.filter((s) => s.selectable).map((s) => s.id)).toEqual([
      'documento',
      'identificacion',
      'informacion',
      'residencia',
    ]);
    expect(info.find((s) => s.id === 'identificacion')?.state).toBe('completed');
    expect(info.find((s) => s.id === 'residencia')?.state).toBe('upcoming');
  });
});

describe('Stepper', () => {
  it('marks the current step and reports the chosen completed step', async () => {
    const onStepChange = vi.fn();
    const screen = await render(
      <Stepper
        steps={wizardSteps.rescue}
        currentStep="cuenta"
        lastCompletedStep="detalle"
        onStepChange={onStepChange}
      />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Cuenta' }))
      .toHaveAttribute('aria-current', 'step');
    await screen.getByRole('button', { name: 'Detalle (completado)' }).click();
    expect(onStepChange).toHaveBeenCalledExactlyOnceWith('detalle');
  });

  it('renders unreachable steps as inert, not as buttons', async () => {
    const onStepChange = vi.fn();
    const screen = await render(
      <Stepper
        steps={wizardSteps.riskChange}
        currentStep="cuestionario"
        onStepChange={onStepChange}
      />,
    );
    await expect.element(screen.getByRole('button')).toHaveTextContent('Cuestionario de riesgo');
    const inert = screen.container.querySelectorAll('[aria-disabled="true"]');
    expect([...inert].map((el) => el.textContent)).toEqual(['2Validación (pendiente)']);
    expect(inert[0]?.closest('li')?.dataset.state).toBe('upcoming');
  });

  it('keeps every step name in the accessible list at phone width', async () => {
    const screen = await render(
      <div style={{ width: 360 }}>
        <Stepper steps={wizardSteps.investment} currentStep="banco" lastCompletedStep="detalle" />
      </div>,
    );
    await expect.element(screen.getByRole('list')).toHaveTextContent(/Detalle.*Banco.*Constancia/);
  });
});
