import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { signedInFrame } from '../../shared/storyFrames';
import { marriedFrame } from '../fixtures';
import {
  SpouseStepScreen,
  spouseFieldIds,
  type SpouseStepScreenProps,
  type SpouseValues,
} from './SpouseStepScreen';

const empty: SpouseValues = {
  name: '',
  lastname: '',
  document_type: '01',
  number_document: '',
  property_regime: '',
};
const filled: SpouseValues = {
  name: 'Jorge Luis',
  lastname: 'Huamán Torres',
  document_type: '01',
  number_document: '40782213',
  property_regime: 'COMMUNITY',
};

function validate(values: SpouseValues) {
  const errors: Partial<Record<keyof SpouseValues, string>> = {};
  if (!values.name) errors.name = 'Completa este dato.';
  if (!values.lastname) errors.lastname = 'Completa este dato.';
  if (!values.number_document) errors.number_document = 'Completa este dato.';
  if (!values.property_regime) errors.property_regime = 'Elige una opción.';
  return errors;
}

function Interactive(args: SpouseStepScreenProps) {
  const state = useDemoForm(args, validate);
  return <SpouseStepScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Partícipe/SpouseStepScreen',
  id: 'pantallas-participe-spousestepscreen',
  component: SpouseStepScreen,
  tags: ['autodocs'],
  // Every story is also shot at a phone width (390 px).
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [signedInFrame],
  render: (args) => <Interactive {...args} />,
  args: {
    ...marriedFrame('conyuge'),
    documentTypes: [
      { value: '01', label: 'DNI' },
      { value: '03', label: 'Carné de extranjería' },
      { value: '05', label: 'Pasaporte' },
    ],
    propertyRegimes: [
      { value: 'COMMUNITY', label: 'Sociedad de gananciales' },
      { value: 'SEPARATE', label: 'Separación de patrimonios' },
    ],
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SpouseStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Datos de tu cónyuge',
    );
    const number = canvas.getByRole('textbox', { name: /Número de documento/ });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAccessibleDescription('8 dígitos, sin el dígito verificador.');
    // Each regime says what it means.
    await expect(
      canvas.getByRole('radio', { name: 'Separación de patrimonios' }),
    ).toHaveAccessibleDescription(/Cada uno es dueño de sus propios bienes/);
  },
};

export const Filled: Story = { args: { values: filled } };

/** A passport: any letters or digits, no DNI hint. */
export const Passport: Story = {
  args: { values: { ...filled, document_type: '05', number_document: 'AB123456' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Número de documento/ })).toHaveAttribute(
      'inputmode',
      'text',
    );
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...filled, lastname: '', number_document: '10117410', property_regime: '' },
    errors: {
      lastname: 'Completa este dato.',
      number_document: 'Ingresaste tu propio documento. Escribe el de tu cónyuge.',
      property_regime: 'Elige una opción.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('radiogroup', { name: /Régimen patrimonial/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: {
    values: filled,
    formError: 'No pudimos guardar este paso. Tus respuestas siguen aquí: inténtalo de nuevo.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Continuar/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** "Continuar" submits the step's form; an empty one lists what is missing. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await expect(document.getElementById(spouseFieldIds.name)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The last link leads to the regimes: the first radio takes the focus.
    await userEvent.click(within(summary).getByRole('link', { name: 'Elige una opción.' }));
    await expect(canvas.getByRole('radio', { name: 'Sociedad de gananciales' })).toHaveFocus();
  },
};
