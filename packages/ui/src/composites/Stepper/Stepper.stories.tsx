import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './Stepper';
import { wizardSteps } from './wizards';

const meta = {
  title: 'Compuestos/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: {
    steps: wizardSteps.investment,
    currentStep: 'banco',
    lastCompletedStep: 'detalle',
    onStepChange: fn(),
  },
  parameters: { screenshot: { phone: true } },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nueva inversión, on the Banco step: Detalle can be revisited, Constancia is not reachable. */
export const Investment: Story = {
  play: async ({ canvas, args }) => {
    const current = canvas.getByRole('button', { name: 'Banco' });
    await expect(current).toHaveAttribute('aria-current', 'step');
    const receipt = canvas.getByText('Constancia').closest('[data-state]');
    await expect(receipt).toHaveAttribute('aria-disabled', 'true');
    await expect(receipt).toHaveAttribute('data-state', 'upcoming');
    await userEvent.click(canvas.getByText('Constancia'));
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.click(current);
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** Tab reaches Detalle and Banco only; Enter on Detalle asks to go back to it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Detalle/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Banco' })).toHaveFocus();
    await userEvent.tab();
    // Constancia is out of reach: focus leaves the stepper instead of landing on it.
    await expect(canvas.getByRole('navigation')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange).toHaveBeenCalledWith('detalle');
  },
};

export const InvestmentFirstStep: Story = {
  args: { currentStep: 'detalle', lastCompletedStep: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Detalle' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const InvestmentReceipt: Story = {
  args: { currentStep: 'constancia', lastCompletedStep: 'banco' },
};

export const Rescue: Story = {
  args: { steps: wizardSteps.rescue, currentStep: 'detalle', lastCompletedStep: undefined },
};

/** Datos del cliente, on Residencia: the next steps (PEP onwards) are not reachable yet. */
export const ClientData: Story = {
  args: {
    steps: wizardSteps.clientData,
    currentStep: 'residencia',
    lastCompletedStep: 'informacion',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByText('Beneficiario final'));
    await userEvent.click(canvas.getByText('PEP'));
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Identificación/ }));
    await expect(args.onStepChange).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange).toHaveBeenCalledWith('identificacion');
  },
};

/**
 * The customer went back to Identificación after finishing Residencia: every completed step
 * and PEP, the one after the last completed, stay selectable; Space works like Enter.
 */
export const ClientDataRevisiting: Story = {
  args: {
    steps: wizardSteps.clientData,
    currentStep: 'identificacion',
    lastCompletedStep: 'residencia',
  },
  play: async ({ canvas, args }) => {
    const pep = canvas.getByRole('button', { name: /PEP/ });
    await expect(pep.closest('li')).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.getByRole('button', { name: /Residencia/ }).closest('li')).toHaveAttribute(
      'data-state',
      'completed',
    );
    await expect(canvas.queryByRole('button', { name: /Beneficiario final/ })).toBeNull();
    pep.focus();
    await userEvent.keyboard(' ');
    await expect(args.onStepChange).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange).toHaveBeenCalledWith('pep');
  },
};

export const SpouseContinuation: Story = {
  args: { steps: wizardSteps.spouse, currentStep: 'pep', lastCompletedStep: 'conyuge' },
};

/**
 * A married customer's client data, the spouse's steps after their own: ten names do not fit
 * side by side, so the caption names the step on screen at every width.
 */
export const MarriedClientData: Story = {
  args: {
    steps: [
      ...wizardSteps.clientData.slice(0, -1),
      ...wizardSteps.spouse.map((step) => ({ ...step, id: `conyuge-${step.id}` })),
    ],
    currentStep: 'conyuge-pep',
    lastCompletedStep: 'conyuge-conyuge',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 8 de 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Identificación/ })).toBeVisible();
  },
};

export const RiskChange: Story = {
  args: {
    steps: wizardSteps.riskChange,
    currentStep: 'cuestionario',
    lastCompletedStep: undefined,
  },
};

export const FinalBeneficiaryChange: Story = {
  args: {
    steps: wizardSteps.finalBeneficiaryChange,
    currentStep: 'validacion',
    lastCompletedStep: 'seleccionar',
  },
};

/** Long names wrap under their circle instead of pushing the others out. */
export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'datos', label: 'Datos del partícipe y de su cónyuge' },
      { id: 'origen', label: 'Origen de los fondos y ocupación principal' },
      { id: 'declaraciones', label: 'Declaraciones juradas y beneficiario final' },
      { id: 'validacion', label: 'Validación de identidad' },
    ],
    currentStep: 'origen',
    lastCompletedStep: 'datos',
  },
};

/** Driven like a flows hook would: choosing a step moves `aria-current` to it. */
export const Controlled: Story = {
  parameters: { screenshot: { disable: true } },
  render: (args) => {
    function Demo() {
      const [current, setCurrent] = useState('residencia');
      return (
        <Stepper
          {...args}
          steps={wizardSteps.clientData}
          currentStep={current}
          lastCompletedStep="residencia"
          onStepChange={setCurrent}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Documento/ }));
    await expect(canvas.getByRole('button', { name: /Documento/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('button', { name: /Residencia/ })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
