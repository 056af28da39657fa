import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { participantScreen } from '../storyKit';
import {
  TypeParticipateScreen,
  type ParticipantType,
  type TypeParticipateScreenProps,
} from './TypeParticipateScreen';

const NOTHING_CHOSEN = 'Elige cómo vas a invertir.';

/** The choice in state, as the flows hook keeps it: continuing without one shows the error. */
function Interactive(args: TypeParticipateScreenProps) {
  const [value, setValue] = useState<ParticipantType>(args.value);
  const [error, setError] = useState(args.error);
  return (
    <TypeParticipateScreen
      {...args}
      value={value}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        setError(undefined);
        args.onValueChange(next);
      }}
      onContinue={() => {
        if (!value) setError(NOTHING_CHOSEN);
        args.onContinue();
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Partícipe/TypeParticipateScreen',
  id: 'pantallas-participe-typeparticipatescreen',
  component: TypeParticipateScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    value: '',
    onValueChange: fn(),
    onContinue: fn(),
    support: {
      phone: '(01) 311-0000',
      phoneHref: 'tel:+5113110000',
      email: 'atencion@quipufondos.pe',
      hours: 'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
      chatHref: 'https://wa.me/51999888777?text=Hola',
    },
  },
} satisfies Meta<typeof TypeParticipateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¿Cómo quieres invertir?',
    );
    await expect(canvas.getByRole('radio', { name: 'Empresa' })).toHaveAccessibleDescription(
      /representante legal/,
    );
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

export const Natural: Story = {
  args: { value: 'natural' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** A company: the documents an adviser needs and every way to reach one, in place of "Continuar". */
export const Company: Story = {
  args: { value: 'juridic' },
  play: async ({ canvas }) => {
    const help = canvas.getByRole('region', {
      name: 'Cómo abrir una cuenta a nombre de una empresa',
    });
    await expect(within(help).getByText(/ficha RUC/)).toBeVisible();
    await expect(
      within(help).getByRole('link', { name: /Llamar al \(01\) 311-0000/ }),
    ).toHaveAttribute('href', 'tel:+5113110000');
    await expect(
      within(help).getByRole('link', { name: /Escribir a atencion@quipufondos\.pe/ }),
    ).toHaveAttribute('href', 'mailto:atencion@quipufondos.pe');
    await expect(
      within(help).getByRole('link', {
        name: /Chatear con un asesor \(se abre en una pestaña nueva\)/,
      }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

export const JointAccount: Story = {
  args: { value: 'mancomunate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Cómo abrir una cuenta mancomunada' }),
    ).toBeVisible();
  },
};

/** "Continuar" with nothing chosen. */
export const NothingChosen: Story = {
  args: { error: NOTHING_CHOSEN },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: /Tipo de partícipe/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Choosing a company after continuing without a choice clears the error and shows the help. */
export const ChoosingAfterAnError: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: NOTHING_CHOSEN }));
    await expect(canvas.getByRole('radio', { name: 'Persona natural' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cuenta mancomunada' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mancomunate');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(
      canvas.getByRole('region', { name: 'Cómo abrir una cuenta mancomunada' }),
    ).toBeVisible();
  },
};
