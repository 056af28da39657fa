import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field, fieldBoxClasses, fieldInputClasses, useField, type FieldProps } from './Field';

type FrameArgs = Omit<FieldProps, 'field' | 'children'>;

/** The frame around a bare input, as TextField and the other fields use it. */
function Frame({ label, hint, error, required, optional, disabled }: FrameArgs) {
  const field = useField({ hint, error });
  return (
    <Field
      field={field}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      disabled={disabled}
    >
      <div
        className={fieldBoxClasses}
        data-invalid={field.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <input
          className={fieldInputClasses}
          required={required}
          disabled={disabled}
          defaultValue="Quispe"
          {...field.controlProps}
        />
      </div>
    </Field>
  );
}

/**
 * The shared frame of every form field: label with its "(opcional)" or required mark, the
 * control, the hint and the error with its icon. `useField` returns the ids and the
 * `aria-invalid` / `aria-describedby` wiring.
 */
const meta = {
  title: 'Primitivos/Field',
  component: Frame,
  tags: ['autodocs'],
  args: { label: 'Apellido paterno' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is visual; the name stays clean and `required` carries the meaning.
    await expect(canvas.getByRole('textbox', { name: 'Apellido paterno' })).toBeRequired();
  },
};

export const Optional: Story = {
  args: { optional: true, label: 'Apellido materno' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Apellido materno (opcional)' }),
    ).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'Tal como figura en tu documento de identidad.' },
};

export const WithError: Story = {
  args: {
    hint: 'Tal como figura en tu documento de identidad.',
    error: 'Ingresa tu apellido paterno',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Ingresa tu apellido paterno Tal como figura en tu documento de identidad.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Apellido paterno tal como aparece en tu documento de identidad, incluidas las partículas como «de», «del» o «de la»',
    optional: true,
    hint: 'Si tu documento no tiene apellido paterno, deja este campo vacío y completa el apellido materno.',
    error: 'El apellido solo puede tener letras, espacios, apóstrofos y guiones.',
  },
};
