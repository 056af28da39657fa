import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { documentTypes } from '../../participant/fixtures';
import type { BeneficiaryValues } from '../../participant/BeneficiaryStepScreen';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import { ChangeBeneficiaryScreen } from './ChangeBeneficiaryScreen';

const steps = [
  { id: 'seleccionar', label: 'Seleccionar' },
  { id: 'validacion', label: 'Validación' },
];
const relationships = [
  { value: 'FAMILY', label: 'Familiar' },
  { value: 'PARTNER', label: 'Socio(a)' },
  { value: 'OTHER', label: 'Otro' },
];
const thirdParty: BeneficiaryValues = {
  own_behalf: 'no',
  third_party_name: 'Rosa Quispe Mamani',
  third_party_document_type: '01',
  third_party_document_number: '41234567',
  third_party_relationship: 'FAMILY',
};

const meta = {
  title: 'Pantallas/Perfil/ChangeBeneficiaryScreen',
  id: 'pantallas-perfil-changebeneficiaryscreen',
  component: ChangeBeneficiaryScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    state: 'ready',
    onRetry: fn(),
    stepper: { steps, currentStep: 'seleccionar' },
    form: blankForm<BeneficiaryValues>({
      own_behalf: 'yes',
      third_party_name: '',
      third_party_document_type: '',
      third_party_document_number: '',
      third_party_relationship: '',
    }),
    documentTypes,
    relationships,
    backHref: '/profile',
    clientDataHref: '/subscription/type-participate',
  },
} satisfies Meta<typeof ChangeBeneficiaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seleccionar, from the declaration in force: on their own behalf. */
export const Select: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cambiar beneficiario final',
    );
    await expect(canvas.getByRole('radio', { name: /el dinero es mío/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /en nombre de otra persona/ }));
    await expect(args.form.onValueChange).toHaveBeenCalledWith('own_behalf', 'no');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(args.form.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A third party without their data: each missing answer on its field and in the summary. */
export const ThirdPartyMissing: Story = {
  args: {
    form: {
      ...blankForm<BeneficiaryValues>({
        ...thirdParty,
        third_party_document_number: '4123',
        third_party_relationship: '',
      }),
      errors: {
        third_party_document_number: 'El DNI tiene 8 dígitos.',
        third_party_relationship: 'Este dato es obligatorio.',
      },
      submitCount: 1,
    },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await expect(summary).toHaveTextContent('El DNI tiene 8 dígitos.');
    await expect(canvas.getByRole('textbox', { name: /Nombres y apellidos/ })).toHaveValue(
      'Rosa Quispe Mamani',
    );
  },
};

/** Before the client data is completed there is no declaration to change. */
export const Unavailable: Story = {
  args: { state: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Completar mis datos' })).toHaveAttribute(
      'href',
      '/subscription/type-participate',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The declaration could not be read: a way to try again. */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
