import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { countries, singleFrame } from '../fixtures';
import {
  blankForm,
  continueWithErrors,
  expectErrorSummary,
  participantScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import {
  IdentificationStepScreen,
  identificationStepFieldIds,
  type IdentificationStepValues,
} from './IdentificationStepScreen';

const empty: IdentificationStepValues = {
  name: '',
  lastname: '',
  birth_date: '',
  sex: '',
  birth_country: 'PE',
  birth_place: '',
  nationality: 'PE',
  education_level: '',
  civil_status: '',
};
const filled: IdentificationStepValues = {
  name: 'Ana Lucía',
  lastname: 'Quispe Mamani',
  birth_date: '1990-07-27',
  sex: 'F',
  birth_country: 'PE',
  birth_place: 'Arequipa',
  nationality: 'PE',
  education_level: 'UNIVERSITY',
  civil_status: 'SINGLE',
};

const REQUIRED = 'Este dato es obligatorio.';
const CHOOSE = 'Elige una opción.';

function validate(values: IdentificationStepValues) {
  const errors: Partial<Record<keyof IdentificationStepValues, string>> = {};
  if (!values.name) errors.name = REQUIRED;
  if (!values.lastname) errors.lastname = REQUIRED;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birth_date))
    errors.birth_date = 'Ingresa tu fecha de nacimiento completa: día, mes y año.';
  if (!values.sex) errors.sex = CHOOSE;
  if (!values.birth_place) errors.birth_place = REQUIRED;
  if (!values.education_level) errors.education_level = CHOOSE;
  if (!values.civil_status) errors.civil_status = CHOOSE;
  return errors;
}

const meta = {
  title: 'Pantallas/Partícipe/IdentificationStepScreen',
  id: 'pantallas-participe-identificationstepscreen',
  component: IdentificationStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: typeable(IdentificationStepScreen, validate),
  args: {
    ...singleFrame('identificacion'),
    countries,
    sexes: [
      { value: 'F', label: 'Femenino' },
      { value: 'M', label: 'Masculino' },
    ],
    educationLevels: [
      { value: 'NONE', label: 'Sin estudios' },
      { value: 'PRIMARY', label: 'Primaria' },
      { value: 'SECONDARY', label: 'Secundaria' },
      { value: 'TECHNICAL', label: 'Técnica' },
      { value: 'UNIVERSITY', label: 'Universitaria' },
      { value: 'POSTGRADUATE', label: 'Posgrado' },
    ],
    civilStatuses: [
      { value: 'SINGLE', label: 'Soltero(a)' },
      { value: 'MARRIED', label: 'Casado(a)' },
      { value: 'COHABITING', label: 'Conviviente' },
      { value: 'DIVORCED', label: 'Divorciado(a)' },
      { value: 'WIDOWED', label: 'Viudo(a)' },
    ],
    ...blankForm(empty),
  },
} satisfies Meta<typeof IdentificationStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nombres/ })).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    await expect(canvas.getByRole('textbox', { name: /Apellidos/ })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Año' })).toHaveAttribute(
      'autocomplete',
      'bday-year',
    );
    await expect(canvas.getByRole('combobox', { name: /Nacionalidad/ })).toHaveDisplayValue('Perú');
  },
};

/** Names and birth date as identity validation left them, the rest answered. */
export const Filled: Story = { args: { values: filled } };

export const FieldErrors: Story = {
  args: {
    values: { ...filled, birth_date: '2010-03-14', sex: '', civil_status: '' },
    errors: {
      birth_date: 'Debes ser mayor de edad para invertir con nosotros.',
      sex: CHOOSE,
      civil_status: CHOOSE,
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 3);
    await userEvent.click(
      within(summary).getByRole('link', {
        name: 'Debes ser mayor de edad para invertir con nosotros.',
      }),
    );
    const day = canvas.getByRole('textbox', { name: 'Día' });
    await expect(day).toHaveFocus();
    await expect(day).toHaveAccessibleDescription(/Debes ser mayor de edad/);
    await expect(canvas.getByRole('radiogroup', { name: /Sexo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = serverErrorStory(filled);

export const Submitting: Story = submittingStory(filled);

/** "Continuar" submits the step's form; an empty one lists what is missing, in page order. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#${identificationStepFieldIds.name}`,
      `#${identificationStepFieldIds.lastname}`,
      `#${identificationStepFieldIds.birth_date}`,
      `#${identificationStepFieldIds.sex}`,
      `#${identificationStepFieldIds.birth_place}`,
      `#${identificationStepFieldIds.education_level}`,
      `#${identificationStepFieldIds.civil_status}`,
    ]);
    // The sex link leads to the group: its first radio takes the focus.
    await userEvent.click(links[3]!);
    await expect(canvas.getByRole('radio', { name: 'Femenino' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Masculino' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sex', 'M');
  },
};
