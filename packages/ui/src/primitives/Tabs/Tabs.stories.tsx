import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck, Scale, TrendingUp } from '../../icons';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const profiles = [
  {
    value: 'conservador',
    label: 'Conservador',
    icon: <ShieldCheck aria-hidden />,
    text: 'Priorizas cuidar tu capital. Te recomendamos fondos de deuda de corto plazo, con poca variación del valor cuota.',
  },
  {
    value: 'moderado',
    label: 'Moderado',
    icon: <Scale aria-hidden />,
    text: 'Aceptas algunas caídas temporales a cambio de una mejor rentabilidad en un plazo de 1 a 3 años. Te recomendamos fondos mixtos.',
  },
  {
    value: 'agresivo',
    label: 'Agresivo',
    icon: <TrendingUp aria-hidden />,
    text: 'Buscas la mayor rentabilidad posible en un horizonte largo y toleras caídas importantes del valor cuota. Te recomendamos fondos de renta variable.',
  },
];

const meta = {
  title: 'Primitivos/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'moderado', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList label="Perfil de riesgo">
        {profiles.map((profile) => (
          <TabsTrigger key={profile.value} value={profile.value}>
            {profile.icon}
            {profile.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {profiles.map((profile) => (
        <TabsContent key={profile.value} value={profile.value}>
          <h3 className="font-display text-lg font-semibold text-text">
            Perfil {profile.label.toLowerCase()}
          </h3>
          <p className="mt-1 text-base text-text">{profile.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Perfil de riesgo": the customer's profile selected first. */
export const PerfilDeRiesgo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Moderado' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Moderado' })).toHaveTextContent(
      /fondos mixtos/,
    );
  },
};

/** Arrows move and select, Home and End jump to the ends; focus is visible. */
export const KeyboardArrows: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Moderado' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Agresivo' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('agresivo');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/renta variable/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Conservador' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Agresivo' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Conservador' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

function ControlledTabs({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('conservador');
  return (
    <div className="max-w-xl space-y-3">
      <p className="text-sm text-muted">Seleccionado: {value}</p>
      <Tabs
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      >
        <TabsList label="Perfil de riesgo" fullWidth>
          {profiles.map((profile) => (
            <TabsTrigger key={profile.value} value={profile.value}>
              {profile.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {profiles.map((profile) => (
          <TabsContent key={profile.value} value={profile.value}>
            <p className="text-base text-text">{profile.text}</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** Controlled by `value` / `onValueChange`, tabs sharing the full width. */
export const Controlled: Story = {
  render: (args) => <ControlledTabs onValueChange={args.onValueChange ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Agresivo' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('agresivo');
    await expect(canvas.getByText('Seleccionado: agresivo')).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrows and cannot be selected. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="conservador" className="max-w-xl">
      <TabsList label="Perfil de riesgo">
        <TabsTrigger value="conservador">Conservador</TabsTrigger>
        <TabsTrigger value="moderado" disabled>
          Moderado
        </TabsTrigger>
        <TabsTrigger value="agresivo">Agresivo</TabsTrigger>
      </TabsList>
      <TabsContent value="conservador">
        <p className="text-base text-text">{profiles[0]?.text}</p>
      </TabsContent>
      <TabsContent value="agresivo">
        <p className="text-base text-text">{profiles[2]?.text}</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Moderado' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Agresivo' })).toHaveFocus();
  },
};

/** Long Spanish labels in a phone-wide column: the row scrolls sideways, labels never wrap. */
export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="movimientos" className="w-[22rem]">
      <TabsList label="Secciones del fondo">
        <TabsTrigger value="movimientos">Movimientos del periodo</TabsTrigger>
        <TabsTrigger value="rentabilidad">Rentabilidad histórica</TabsTrigger>
        <TabsTrigger value="documentos">Documentos informativos</TabsTrigger>
      </TabsList>
      <TabsContent value="movimientos">
        <p className="text-base text-text">Aún no tienes movimientos en este periodo.</p>
      </TabsContent>
      <TabsContent value="rentabilidad">
        <p className="text-base text-text">Rentabilidad de los últimos 12 meses.</p>
      </TabsContent>
      <TabsContent value="documentos">
        <p className="text-base text-text">Prospecto simplificado y reglamento de participación.</p>
      </TabsContent>
    </Tabs>
  ),
};
