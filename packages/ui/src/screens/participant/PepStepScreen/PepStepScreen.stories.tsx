import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { singleFrame, spouseStep } from '../fixtures';
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
import { PepStepScreen, pepFieldIds, type PepValues } from './PepStepScreen';

const REQUIRED = 'Completa este dato.';

const empty: PepValues = {
  is_pep: '',
  institution: '',
  position: '',
  start_date: '',
  end_date: '',
  is_pep_relative: '',
  pep_name: '',
  pep_relationship: '',
};
const bothYes: PepValues = {
  is_pep: 'yes',
  institution: 'Municipalidad Provincial de Arequipa',
  position: 'Regidora',
  start_date: '2023-01-02',
  end_date: '',
  is_pep_relative: 'yes',
  pep_name: 'Carlos Alberto Quispe Rojas',
  pep_relationship: 'SIBLING',
};

function validate(values: PepValues) {
  const errors: Partial<Record<keyof PepValues, string>> = {};
  if (!values.is_pep) errors.is_pep = 'Elige una opción.';
  if (values.is_pep === 'yes') {
    if (!values.institution) errors.institution = REQUIRED;
    if (!values.position) errors.position = REQUIRED;
    if (!values.start_date) errors.start_date = REQUIRED;
  }
  if (!values.is_pep_relative) errors.is_pep_relative = 'Elige una opción.';
  if (values.is_pep_relative === 'yes') {
    if (!values.pep_name) errors.pep_name = REQUIRED;
    if (!values.pep_relationship) errors.pep_relationship = REQUIRED;
  }
  return errors;
}

const meta = {
  title: 'Pantallas/Partícipe/PepStepScreen',
  id: 'pantallas-participe-pepstepscreen',
  component: PepStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: typeable(PepStepScreen, validate),
  args: {
    ...singleFrame('pep'),
    subject: 'self',
    relationships: [
      { value: 'PARENT', label: 'Padre o madre' },
      { value: 'CHILD', label: 'Hijo(a)' },
      { value: 'SIBLING', label: 'Hermano(a)' },
      { value: 'GRANDPARENT', label: 'Abuelo(a)' },
      { value: 'GRANDCHILD', label: 'Nieto(a)' },
      { value: 'SPOUSE', label: 'Cónyuge o conviviente' },
      { value: 'PARENT_IN_LAW', label: 'Suegro(a)' },
      { value: 'CHILD_IN_LAW', label: 'Yerno o nuera' },
      { value: 'SIBLING_IN_LAW', label: 'Cuñado(a)' },
      { value: 'ASSOCIATE', label: 'Colaborador(a) cercano(a)' },
    ],
    ...blankForm(empty),
  },
} satisfies Meta<typeof PepStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Según la SBS, es quien cumple o cumplió/)).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: /¿Eres una persona expuesta políticamente/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Cargo/ })).toBeNull();
  },
};

/** "No" to both questions: nothing else to answer. */
export const NotPep: Story = {
  args: { values: { ...empty, is_pep: 'no', is_pep_relative: 'no' } },
};

/** "Sí" to both: the public office (still held, so no end date) and the relative who is a PEP. */
export const Filled: Story = {
  args: { values: bothYes },
  play: async ({ canvas }) => {
    const office = canvas.getByRole('group', { name: 'Tu cargo público' });
    await expect(within(office).getByRole('group', { name: /Fecha de fin/ })).toHaveTextContent(
      /opcional/,
    );
    await expect(canvas.getByRole('combobox', { name: /Parentesco o relación/ })).toHaveValue(
      'SIBLING',
    );
  },
};

/** Left office a year ago: the end date filled in. */
export const LeftOffice: Story = {
  args: { values: { ...bothYes, end_date: '2025-03-31', is_pep_relative: 'no' } },
};

/** Answering "Sí" opens the office's fields; the spy sees the answer. */
export const ChoosingYes: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const question = canvas.getByRole('radiogroup', { name: /¿Eres una persona expuesta/ });
    await userEvent.click(within(question).getByRole('radio', { name: 'Sí' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('is_pep', 'yes');
    await expect(canvas.getByRole('textbox', { name: /Institución u organismo/ })).toBeVisible();
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Día' })[0]!, '2');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('start_date', '--02');
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...bothYes, position: '', end_date: '2021-06-30', pep_relationship: '' },
    errors: {
      position: REQUIRED,
      end_date: 'Si dejaste el cargo hace más de 2 años ya no se te considera PEP: responde «No».',
      pep_relationship: REQUIRED,
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await expectErrorSummary(canvas, 3);
    // The end date's three boxes are marked invalid and read the message.
    const endYear = within(document.getElementById(pepFieldIds.end_date)!).getByRole('textbox', {
      name: 'Año',
    });
    await expect(endYear).toHaveAttribute('aria-invalid', 'true');
    await expect(endYear).toHaveAccessibleDescription(/más de 2 años/);
  },
};

export const ServerError: Story = serverErrorStory(bothYes);

export const Submitting: Story = submittingStory(bothYes);

/** The spouse's step: the same questions about them. */
export const Spouse: Story = {
  args: spouseStep('conyuge-pep'),
  play: async ({ canvas }) => {
    await expectSpouseHeading(canvas);
    await expect(
      canvas.getByRole('radiogroup', { name: /¿Tu cónyuge es una persona expuesta/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: /colaborador cercano de tu cónyuge/ }),
    ).toBeVisible();
  },
};

export const SpouseFilled: Story = {
  args: {
    ...spouseStep('conyuge-pep'),
    values: { ...bothYes, institution: 'Poder Judicial', position: 'Jueza superior' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'El cargo público de tu cónyuge' }),
    ).toBeVisible();
  },
};

/** "Continuar" without answering: both questions are listed and linked. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await userEvent.click(links[1]!);
    await expect(
      within(document.getElementById(pepFieldIds.is_pep_relative)!).getByRole('radio', {
        name: 'Sí',
      }),
    ).toHaveFocus();
  },
};
