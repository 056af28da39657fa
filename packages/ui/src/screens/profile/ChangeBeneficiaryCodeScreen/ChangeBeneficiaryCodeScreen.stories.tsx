import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import type { ChangeCodeValues } from '../ChangeCodeStep';
import { ChangeBeneficiaryCodeScreen } from './ChangeBeneficiaryCodeScreen';

const meta = {
  title: 'Pantallas/Perfil/ChangeBeneficiaryCodeScreen',
  id: 'pantallas-perfil-changebeneficiarycodescreen',
  component: ChangeBeneficiaryCodeScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    stepper: {
      steps: [
        { id: 'seleccionar', label: 'Seleccionar' },
        { id: 'validacion', label: 'Validación' },
      ],
      currentStep: 'validacion',
      lastCompletedStep: 'seleccionar',
    },
    declaration: {
      own_behalf: 'no',
      third_party_name: 'Rosa Quispe Mamani',
      third_party_document_type: '01',
      third_party_document_number: '41234567',
      third_party_relationship: 'FAMILY',
    },
    relationships: [
      { value: 'FAMILY', label: 'Familiar' },
      { value: 'OTHER', label: 'Otro' },
    ],
    maskedEmail: 'ana.quispe@correo.pe',
    codeForm: blankForm<ChangeCodeValues>({ code: '' }),
    resend: { secondsLeft: 42, resending: false, limitReached: false, onResend: fn() },
    onBack: fn(),
  },
} satisfies Meta<typeof ChangeBeneficiaryCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Validación: the new declaration in words, and the code emailed to the customer. */
export const Code: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Declaras que inviertes/)).toHaveTextContent(
      'Declaras que inviertes en nombre de Rosa Quispe Mamani (familiar), que es el beneficiario final de tus inversiones.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Corregir la declaración' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A wrong code: said on the field; the declaration is kept. */
export const WrongCode: Story = {
  args: {
    codeForm: {
      ...blankForm<ChangeCodeValues>({ code: '999999' }),
      errors: { code: 'El código de seguridad no es correcto.' },
      submitCount: 1,
    },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('El código de seguridad no es correcto.');
  },
};

/** On their own behalf: said in a sentence. */
export const OwnBehalf: Story = {
  args: {
    declaration: {
      own_behalf: 'yes',
      third_party_name: '',
      third_party_document_type: '',
      third_party_document_number: '',
      third_party_relationship: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Declaras que inviertes/)).toHaveTextContent(
      'Declaras que inviertes por cuenta propia: el dinero y sus ganancias son tuyos.',
    );
  },
};
