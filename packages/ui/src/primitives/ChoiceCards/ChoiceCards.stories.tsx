import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, User, Users } from '../../icons';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ChoiceCards,
  type MultipleChoiceCardsProps,
  type SingleChoiceCardsProps,
} from './ChoiceCards';

function ControlledSingle(args: SingleChoiceCardsProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <ChoiceCards
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

function ControlledMultiple(args: MultipleChoiceCardsProps) {
  const [value, setValue] = useState<readonly string[]>(args.value ?? []);
  return (
    <ChoiceCards
      {...args}
      multiple
      value={value}
      onValueChange={(next: string[]) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

/** The single-answer signature, which most stories use. */
const SingleChoiceCards = ChoiceCards as (props: SingleChoiceCardsProps) => ReactElement;

const participantTypes = [
  {
    value: 'natural',
    title: 'Persona natural',
    description: 'Inviertes a tu nombre, con tu DNI o carné de extranjería.',
    icon: <User />,
  },
  {
    value: 'legal',
    title: 'Persona jurídica',
    description: 'Inviertes a nombre de una empresa, con su RUC.',
    icon: <Building2 />,
  },
  {
    value: 'joint',
    title: 'Mancomunado',
    description: 'Inviertes junto con otra persona; ambos son titulares.',
    icon: <Users />,
  },
];

const meta = {
  title: 'Primitivos/ChoiceCards',
  component: SingleChoiceCards,
  tags: ['autodocs'],
  args: {
    label: '¿Cómo quieres invertir?',
    options: participantTypes,
    value: '',
    onValueChange: fn(),
  },
  render: (args) => <ControlledSingle {...args} />,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof SingleChoiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Persona jurídica'));
    const radio = canvas.getByRole('radio', { name: 'Persona jurídica' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription(
      'Inviertes a nombre de una empresa, con su RUC.',
    );
    await expect(radio.closest('label')).toHaveAttribute('data-state', 'checked');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('legal');
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'natural' } };

export const Focus: Story = {
  args: { value: 'natural' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Persona natural' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Persona jurídica' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('legal');
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3, value: 'joint' },
};

export const WithError: Story = {
  args: { error: 'Elige cómo quieres invertir para continuar', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /¿Cómo quieres invertir\?/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige cómo quieres invertir para continuar');
  },
};

export const Disabled: Story = {
  args: {
    value: 'natural',
    options: participantTypes.map((option) =>
      option.value === 'joint'
        ? { ...option, description: 'Disponible pronto.', disabled: true }
        : option,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mancomunado' })).toBeDisabled();
  },
};

export const DisabledGroup: Story = {
  args: { value: 'legal', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Podrás agregar otros tipos de partícipe más adelante.' },
};

export const RiskQuestion: Story = {
  args: {
    label: '¿Cuál es tu principal objetivo al invertir?',
    columns: 2,
    options: [
      { value: 'preserve', title: 'Cuidar mi capital', description: 'Que no pierda valor.' },
      { value: 'income', title: 'Obtener ingresos', description: 'Un rendimiento estable.' },
      { value: 'growth', title: 'Hacerlo crecer', description: 'Acepto variaciones moderadas.' },
      {
        value: 'max',
        title: 'Máximo crecimiento',
        description: 'Acepto variaciones fuertes a cambio de más rendimiento.',
      },
    ],
    value: 'growth',
  },
};

export const Multiple: Story = {
  render: (args) => (
    <ControlledMultiple
      {...(args as unknown as MultipleChoiceCardsProps)}
      label="¿En qué has invertido antes?"
      hint="Marca todas las que correspondan."
      columns={2}
      value={['deposits']}
      options={[
        { value: 'deposits', title: 'Depósitos a plazo' },
        { value: 'funds', title: 'Fondos mutuos' },
        { value: 'stocks', title: 'Acciones', description: 'En la BVL o en el extranjero.' },
        { value: 'none', title: 'Nunca he invertido' },
      ]}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '¿En qué has invertido antes?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Acciones' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['deposits', 'stocks']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Depósitos a plazo' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['stocks']);
    await expect(canvas.getByRole('checkbox', { name: 'Acciones' })).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Si el valor de tu inversión cayera entre 10 % y 20 % en pocas semanas por una caída general de los mercados, ¿qué harías con tus cuotas?',
    columns: 2,
    options: [
      {
        value: 'sell-all',
        title: 'Rescataría todas mis cuotas de inmediato para no seguir perdiendo',
        description:
          'Prefiero asegurar lo que queda aunque eso signifique hacer efectiva la pérdida.',
      },
      {
        value: 'hold',
        title: 'Mantendría mi inversión',
        description: 'Entiendo que los mercados suben y bajan y esperaría a que se recupere.',
      },
    ],
    value: 'hold',
    hint: 'Tu respuesta se usa para calcular tu perfil de inversionista.',
  },
};
