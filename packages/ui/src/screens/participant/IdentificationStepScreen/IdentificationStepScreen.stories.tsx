import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { signedInFrame } from '../../shared/storyFrames';
import { singleFrame } from '../fixtures';
import {
  IdentificationStepScreen,
  identificationStepFieldIds,
  type IdentificationStepScreenProps,
  type IdentificationStepValues,
} from './IdentificationStepScreen';

const names = new Intl.DisplayNames(['es-PE'], { type: 'region' });
/** A few countries with their Spanish names, Peru first, as the flows hook lists them. */
const countries = ['PE', 'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'ES', 'US', 'VE'].map((code) => ({
  value: code,
  label: names.of(code) ?? code,
}));

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

function Interactive(args: IdentificationStepScreenProps) {
  const state = useDemoForm(args, validate);
  return <IdentificationStepScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Partícipe/IdentificationStepScreen',
  id: 'pantallas-participe-identificationstepscreen',
  component: IdentificationStepScreen,
  tags: ['autodocs'],
  // Every story is also shot at a phone width (390 px).
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [signedInFrame],
  render: (args) => <Interactive {...args} />,
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
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
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
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
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

/** "Continuar" submits the step's form; an empty one lists what is missing, in page order. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
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
