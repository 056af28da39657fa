import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { documentTypes, marriedFrame } from '../fixtures';
import {
  blankForm,
  continueWithErrors,
  expectErrorSummary,
  expectSpouseHeading,
  participantScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import { SpouseStepScreen, spouseFieldIds, type SpouseValues } from './SpouseStepScreen';

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

const meta = {
  title: 'Pantallas/Partícipe/SpouseStepScreen',
  id: 'pantallas-participe-spousestepscreen',
  component: SpouseStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: typeable(SpouseStepScreen, validate),
  args: {
    ...marriedFrame('conyuge'),
    documentTypes,
    propertyRegimes: [
      { value: 'COMMUNITY', label: 'Sociedad de gananciales' },
      { value: 'SEPARATE', label: 'Separación de patrimonios' },
    ],
    ...blankForm(empty),
  },
} satisfies Meta<typeof SpouseStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expectSpouseHeading(canvas);
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
    await expectErrorSummary(canvas, 3);
    await expect(canvas.getByRole('radiogroup', { name: /Régimen patrimonial/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = serverErrorStory(filled);

export const Submitting: Story = submittingStory(filled);

/** "Continuar" submits the step's form; an empty one lists what is missing. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
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
