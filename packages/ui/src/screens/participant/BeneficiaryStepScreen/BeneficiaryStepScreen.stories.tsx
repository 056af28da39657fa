import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { documentTypes, singleFrame, spouseStep } from '../fixtures';
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
import { beneficiaryFieldIds, type BeneficiaryValues } from './BeneficiaryFields';
import { BeneficiaryStepScreen } from './BeneficiaryStepScreen';

const REQUIRED = 'Completa este dato.';

const empty: BeneficiaryValues = {
  own_behalf: '',
  third_party_name: '',
  third_party_document_type: '',
  third_party_document_number: '',
  third_party_relationship: '',
};
const thirdParty: BeneficiaryValues = {
  own_behalf: 'no',
  third_party_name: 'Rosa Elvira Mamani Condori',
  third_party_document_type: '01',
  third_party_document_number: '08123456',
  third_party_relationship: 'FAMILY',
};

function validate(values: BeneficiaryValues) {
  const errors: Partial<Record<keyof BeneficiaryValues, string>> = {};
  if (!values.own_behalf) errors.own_behalf = 'Elige una opción.';
  if (values.own_behalf === 'no') {
    if (!values.third_party_name) errors.third_party_name = REQUIRED;
    if (!values.third_party_document_type) errors.third_party_document_type = REQUIRED;
    if (!values.third_party_document_number) errors.third_party_document_number = REQUIRED;
    if (!values.third_party_relationship) errors.third_party_relationship = REQUIRED;
  }
  return errors;
}

const meta = {
  title: 'Pantallas/Partícipe/BeneficiaryStepScreen',
  id: 'pantallas-participe-beneficiarystepscreen',
  component: BeneficiaryStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: typeable(BeneficiaryStepScreen, validate),
  args: {
    ...singleFrame('beneficiario-final'),
    subject: 'self',
    documentTypes,
    relationships: [
      { value: 'FAMILY', label: 'Familiar' },
      { value: 'PARTNER', label: 'Socio(a)' },
      { value: 'EMPLOYER', label: 'Empleador' },
      { value: 'CLIENT', label: 'Cliente' },
      { value: 'OTHER', label: 'Otro' },
    ],
    ...blankForm(empty),
  },
} satisfies Meta<typeof BeneficiaryStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: /¿Inviertes por cuenta propia\?/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Nombres y apellidos/ })).toBeNull();
  },
};

/** On their own behalf: nothing else to answer. */
export const OwnBehalf: Story = { args: { values: { ...empty, own_behalf: 'yes' } } };

/** On someone else's behalf: that person's name, document and relationship. */
export const ThirdParty: Story = { args: { values: thirdParty } };

/** Answering "No" shows the third party's fields. */
export const ChoosingNo: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /No, invierto en nombre/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('own_behalf', 'no');
    await expect(
      canvas.getByRole('group', { name: 'Datos de la persona por la que inviertes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Su relación contigo/ })).toBeVisible();
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...thirdParty, third_party_document_number: '0812345', third_party_relationship: '' },
    errors: {
      third_party_document_number: 'El DNI debe tener 8 dígitos.',
      third_party_relationship: REQUIRED,
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await expectErrorSummary(canvas, 2);
  },
};

export const ServerError: Story = serverErrorStory(thirdParty);

export const Submitting: Story = submittingStory({ ...empty, own_behalf: 'yes' });

/** The spouse's step: the same questions about them. */
export const Spouse: Story = {
  args: spouseStep('conyuge-beneficiario-final'),
  play: async ({ canvas }) => {
    await expectSpouseHeading(canvas);
    await expect(
      canvas.getByRole('radiogroup', { name: /¿Tu cónyuge actúa por cuenta propia\?/ }),
    ).toBeVisible();
  },
};

export const SpouseThirdParty: Story = {
  args: {
    ...spouseStep('conyuge-beneficiario-final'),
    values: { ...thirdParty, third_party_relationship: 'EMPLOYER' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Su relación con tu cónyuge/ })).toHaveValue(
      'EMPLOYER',
    );
  },
};

/** "Continuar" with "No" and nothing else: every missing field is listed and linked. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  args: { values: { ...empty, own_behalf: 'no' } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await userEvent.click(links[2]!);
    await expect(
      document.getElementById(beneficiaryFieldIds.third_party_document_number),
    ).toHaveFocus();
    // Back to the top for the checks that follow: scrolled, the sticky header covers the summary.
    window.scrollTo(0, 0);
  },
};
