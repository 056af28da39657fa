import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { signedInFrame } from '../../shared/storyFrames';
import { marriedFrame, singleFrame } from '../fixtures';
import {
  BeneficiaryStepScreen,
  beneficiaryFieldIds,
  type BeneficiaryStepScreenProps,
  type BeneficiaryValues,
} from './BeneficiaryStepScreen';

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

function Interactive(args: BeneficiaryStepScreenProps) {
  const state = useDemoForm(args, validate);
  return <BeneficiaryStepScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Partícipe/BeneficiaryStepScreen',
  id: 'pantallas-participe-beneficiarystepscreen',
  component: BeneficiaryStepScreen,
  tags: ['autodocs'],
  // Every story is also shot at a phone width (390 px).
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [signedInFrame],
  render: (args) => <Interactive {...args} />,
  args: {
    ...singleFrame('beneficiario-final'),
    subject: 'self',
    documentTypes: [
      { value: '01', label: 'DNI' },
      { value: '03', label: 'Carné de extranjería' },
      { value: '05', label: 'Pasaporte' },
    ],
    relationships: [
      { value: 'FAMILY', label: 'Familiar' },
      { value: 'PARTNER', label: 'Socio(a)' },
      { value: 'EMPLOYER', label: 'Empleador' },
      { value: 'CLIENT', label: 'Cliente' },
      { value: 'OTHER', label: 'Otro' },
    ],
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
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
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
  },
};

export const ServerError: Story = {
  args: {
    values: thirdParty,
    formError: 'No pudimos guardar este paso. Tus respuestas siguen aquí: inténtalo de nuevo.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: { values: { ...empty, own_behalf: 'yes' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Continuar/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The spouse's step: the same questions about them. */
export const Spouse: Story = {
  args: { ...marriedFrame('conyuge-beneficiario-final'), subject: 'spouse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Datos de tu cónyuge',
    );
    await expect(
      canvas.getByRole('radiogroup', { name: /¿Tu cónyuge actúa por cuenta propia\?/ }),
    ).toBeVisible();
  },
};

export const SpouseThirdParty: Story = {
  args: {
    ...marriedFrame('conyuge-beneficiario-final'),
    subject: 'spouse',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
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
