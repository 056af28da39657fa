import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Money } from '../../primitives/Money';
import { wizardSteps } from '../Stepper/wizards';
import { TextField } from '../../primitives/TextField';
import { WizardLayout } from './WizardLayout';

const meta = {
  title: 'Compuestos/WizardLayout',
  component: WizardLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    title: 'Nueva inversión',
    onBack: fn(),
    onContinue: fn(),
    children: null,
  },
} satisfies Meta<typeof WizardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function StepHeading({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="font-display text-xl font-semibold">{children}</h2>
      {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
    </div>
  );
}

function Choice({
  name,
  value,
  checked,
  title,
  detail,
}: {
  name: string;
  value: string;
  checked?: boolean;
  title: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-4 has-checked:border-primary has-checked:bg-secondary">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        className="mt-1 size-4 accent-primary"
      />
      <span>
        <span className="block font-semibold">{title}</span>
        {detail ? <span className="block text-sm text-muted">{detail}</span> : null}
      </span>
    </label>
  );
}

/** Stand-in for the ErrorSummary: the layout only gives it its place above the content. */
function ErrorSummaryExample({ errors }: { errors: { href: string; text: string }[] }) {
  return (
    <div
      role="alert"
      aria-labelledby="resumen-errores"
      className="rounded-lg border-2 border-danger bg-danger-surface p-4"
    >
      <h2 id="resumen-errores" className="font-semibold">
        {errors.length === 1 ? 'Hay 1 error' : `Hay ${errors.length} errores`} en el formulario
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((e) => (
          <li key={e.href}>
            <a href={e.href} className="text-danger underline underline-offset-2">
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FundSummary() {
  return (
    <div className="rounded-xl border border-border bg-surface p-5 shadow-sm">
      <p className="text-sm text-muted">Fondo elegido</p>
      <p className="font-display text-lg font-semibold">Fondo Quipu Conservador Soles</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-muted">Serie</dt>
          <dd className="font-medium">A</dd>
        </div>
        <div>
          <dt className="text-muted">Valor cuota</dt>
          <dd className="font-medium">S/ 14.237481</dd>
        </div>
        <div>
          <dt className="text-muted">Inversión mínima</dt>
          <dd className="font-medium">
            <Money amount="500.00" currency="PEN" />
          </dd>
        </div>
        <div>
          <dt className="text-muted">Hora de corte</dt>
          <dd className="font-medium">13:00 (hora de Lima)</dd>
        </div>
      </dl>
    </div>
  );
}

/** First step of a new investment: no back button, a fund summary at the side on wide screens. */
export const InvestmentDetail: Story = {
  args: {
    description: 'Invierte desde S/ 500.00 en el fondo que elegiste.',
    stepper: { steps: wizardSteps.investment, currentStep: 'detalle', onStepChange: fn() },
    onBack: undefined,
    aside: <FundSummary />,
    children: (
      <>
        <StepHeading hint="El monto se convierte en cuotas al valor cuota del día en que se registre tu pago.">
          ¿Cuánto quieres invertir?
        </StepHeading>
        <div className="flex flex-col gap-6">
          <TextField
            label="Monto a invertir"
            prefix="S/"
            inputMode="decimal"
            defaultValue="1,500.00"
            hint="Monto mínimo: S/ 500.00"
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">¿Cómo vas a pagar?</legend>
            <Choice
              name="pago"
              value="transfer"
              checked
              title="Transferencia bancaria"
              detail="Te daremos los datos de la cuenta recaudadora del fondo."
            />
            <Choice
              name="pago"
              value="online"
              title="Pago en línea"
              detail="Con tu tarjeta de débito, sin salir del portal."
            />
          </fieldset>
        </div>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Nueva inversión');
    await expect(canvas.queryByRole('button', { name: /Atrás/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The Banco step after a failed submit: the error summary sits above the content. */
export const InvestmentBankWithError: Story = {
  args: {
    stepper: {
      steps: wizardSteps.investment,
      currentStep: 'banco',
      lastCompletedStep: 'detalle',
      onStepChange: fn(),
    },
    alert: (
      <ErrorSummaryExample
        errors={[
          { href: '#operacion', text: 'Ingresa el número de operación de tu transferencia' },
        ]}
      />
    ),
    children: (
      <>
        <StepHeading hint="Transfiere S/ 1,500.00 a la cuenta recaudadora y registra el número de operación.">
          Datos de tu transferencia
        </StepHeading>
        <div className="flex flex-col gap-6">
          <dl className="grid gap-3 rounded-lg bg-surface-sunken p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Banco</dt>
              <dd className="font-medium">BCP</dd>
            </div>
            <div>
              <dt className="text-muted">CCI de la cuenta recaudadora</dt>
              <dd className="font-medium tabular-nums">002 193 001538952068 13</dd>
            </div>
          </dl>
          <TextField
            id="operacion"
            label="Número de operación"
            inputMode="numeric"
            error="Ingresa el número de operación de tu transferencia"
          />
        </div>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hay 1 error en el formulario');
    await expect(canvas.getByRole('region', { name: 'Paso 2 de 3: Banco' })).toContainElement(
      canvas.getByRole('alert'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Atrás/ }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Confirming: continue shows a spinner and neither action can be pressed twice. */
export const InvestmentSaving: Story = {
  args: {
    ...InvestmentBankWithError.args,
    alert: undefined,
    continueLabel: 'Confirmar inversión',
    continueLoading: true,
    children: (
      <StepHeading hint="Estamos registrando tu inversión. No cierres esta ventana.">
        Datos de tu transferencia
      </StepHeading>
    ),
  },
  play: async ({ canvas, args }) => {
    const confirm = canvas.getByRole('button', { name: /Confirmar inversión/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Atrás/ })).toBeDisabled();
  },
};

/** Rescue, Cuenta step: continue stays disabled until an account in the fund's currency is chosen. */
export const RescueAccount: Story = {
  args: {
    title: 'Nuevo rescate',
    stepper: {
      steps: wizardSteps.rescue,
      currentStep: 'cuenta',
      lastCompletedStep: 'detalle',
      onStepChange: fn(),
    },
    continueLabel: 'Solicitar rescate',
    continueDisabled: true,
    children: (
      <>
        <StepHeading hint="Solo se muestran tus cuentas en soles, la moneda del fondo.">
          ¿A qué cuenta te depositamos?
        </StepHeading>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Cuenta de destino</legend>
          <Choice
            name="cuenta"
            value="1"
            title="BCP · Ahorros soles"
            detail="CCI terminado en 4221"
          />
          <Choice
            name="cuenta"
            value="2"
            title="Interbank · Cuenta sueldo soles"
            detail="CCI terminado en 8270"
          />
        </fieldset>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Solicitar rescate' })).toBeDisabled();
  },
};

/** Client data, PEP step: a long question with its legal explanation, seven steps in the stepper. */
export const ClientDataPep: Story = {
  args: {
    title: 'Completa tus datos',
    description:
      'Por las normas de prevención del lavado de activos, necesitamos conocerte antes de tu primera inversión.',
    stepper: {
      steps: wizardSteps.clientData,
      currentStep: 'pep',
      lastCompletedStep: 'residencia',
      onStepChange: fn(),
    },
    children: (
      <>
        <StepHeading hint="Una persona expuesta políticamente (PEP) es quien cumple o cumplió en los últimos dos años una función pública destacada en el Perú o en el extranjero, como ministro, congresista, juez, alcalde, alto mando militar o directivo de una empresa del Estado.">
          ¿Eres una persona expuesta políticamente?
        </StepHeading>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">¿Eres una persona expuesta políticamente?</legend>
          <Choice name="pep" value="no" checked title="No, no soy PEP" />
          <Choice
            name="pep"
            value="si"
            title="Sí, soy PEP"
            detail="Te pediremos la institución, el cargo y las fechas en que lo ejerciste."
          />
          <Choice
            name="pep"
            value="pariente"
            title="Soy pariente o colaborador cercano de un PEP"
            detail="Hasta el segundo grado de consanguinidad o afinidad, o un socio o colaborador cercano."
          />
        </fieldset>
      </>
    ),
  },
};

/** Risk change: the questionnaire step, first of two. */
export const RiskQuestionnaire: Story = {
  args: {
    title: 'Cambiar mi perfil de riesgo',
    onBack: undefined,
    stepper: { steps: wizardSteps.riskChange, currentStep: 'cuestionario', onStepChange: fn() },
    children: (
      <>
        <StepHeading hint="Pregunta 5 de 8">
          Si tu inversión bajara 15 % en un mes, ¿qué harías?
        </StepHeading>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Si tu inversión bajara 15 % en un mes, ¿qué harías?</legend>
          <Choice name="caida" value="0" title="Rescataría todo mi dinero" />
          <Choice name="caida" value="1" title="Rescataría una parte" />
          <Choice name="caida" value="2" checked title="Mantendría mi inversión" />
          <Choice name="caida" value="3" title="Invertiría más aprovechando el precio" />
        </fieldset>
      </>
    ),
  },
};

/** A one-page form in the same frame, without stepper nor back button. */
export const WithoutStepper: Story = {
  args: {
    title: 'Nueva cuenta bancaria',
    onBack: undefined,
    continueLabel: 'Guardar cuenta',
    children: (
      <div className="flex flex-col gap-6">
        <TextField label="Número de cuenta" inputMode="numeric" />
        <TextField
          label="Código de cuenta interbancario (CCI)"
          inputMode="numeric"
          hint="20 dígitos. Lo encuentras en tu banca por internet."
        />
      </div>
    ),
  },
};

/**
 * Driven like a flows hook would: continue advances the stepper, focus moves to the title so
 * the new step is read from the top, and back returns.
 */
export const StepChangeMovesFocus: Story = {
  parameters: { screenshot: { disable: true } },
  render: () => {
    function Demo() {
      const steps = wizardSteps.finalBeneficiaryChange;
      const [index, setIndex] = useState(0);
      const step = steps[index] ?? steps[0]!;
      return (
        <WizardLayout
          title="Cambiar beneficiario final"
          stepper={{
            steps,
            currentStep: step.id,
            lastCompletedStep: index > 0 ? steps[index - 1]?.id : undefined,
            onStepChange: (id) => setIndex(steps.findIndex((s) => s.id === id)),
          }}
          onBack={index > 0 ? () => setIndex(index - 1) : undefined}
          onContinue={() => setIndex(Math.min(index + 1, steps.length - 1))}
          continueLabel={index === steps.length - 1 ? 'Confirmar cambio' : 'Continuar'}
        >
          <StepHeading>{step.label}</StepHeading>
        </WizardLayout>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('button', { name: 'Validación' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Confirmar cambio' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Atrás/ }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Seleccionar');
    await expect(canvas.queryByRole('button', { name: /Atrás/ })).toBeNull();
  },
};
