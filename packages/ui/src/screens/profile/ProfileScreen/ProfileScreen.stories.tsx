import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { profileScreen } from '../storyKit';
import { ProfileScreen, type ProfileData } from './ProfileScreen';

const profile: ProfileData = {
  fullName: 'Ana Lucía Quispe Mamani',
  email: 'ana.quispe@correo.pe',
  phone: '+51 ••• ••• 321',
  document: 'DNI 45678901',
  birthDate: '9 de marzo de 1988',
  address: 'Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima',
  riskProfile: { label: 'Moderado', since: 'lunes, 12 de enero de 2026' },
  finalBeneficiary: 'Tú mismo: inviertes por cuenta propia.',
  consents: [
    {
      purpose: 'TERMS_CONDITIONS',
      label: 'Términos y condiciones',
      accepted: true,
      required: true,
      detail: 'Aceptado el lunes, 12 de enero de 2026 · versión 2025-01',
    },
    {
      purpose: 'PRIVACY_POLICY',
      label: 'Política de privacidad y tratamiento de datos personales',
      accepted: true,
      required: true,
      detail: 'Aceptado el lunes, 12 de enero de 2026 · versión 2025-01',
    },
    {
      purpose: 'MARKETING',
      label: 'Recibir novedades y ofertas de nuestros fondos',
      accepted: true,
      required: false,
      detail: 'Aceptado el lunes, 12 de enero de 2026 · versión 2025-01',
    },
    {
      purpose: 'GROUP_SHARING',
      label: 'Compartir mis datos con las empresas del grupo',
      accepted: false,
      required: false,
      detail: 'No aceptado el lunes, 12 de enero de 2026 · versión 2025-01',
    },
  ],
};

const meta = {
  title: 'Pantallas/Perfil/ProfileScreen',
  id: 'pantallas-perfil-profilescreen',
  component: ProfileScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    profile,
    onConsentChange: fn(),
    links: {
      updatePassword: '/profile/update-password',
      deleteAccount: '/profile/delete-account',
      riskProfile: '/risk-profile',
      securityLog: '/profile/security',
      changeEmail: '/profile/email',
      changePhone: '/profile/phone',
      editAddress: '/profile/edit',
      changeRisk: '/profile/change-risk',
      finalBeneficiary: '/profile/final-beneficiary',
      statements: '/profile/download-eecc',
      documents: '/profile/documents',
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer's data with the email and phone masked, the investor profile, the way to the
 * password and to deleting the account, and the consents: the required ones only shown, the
 * optional ones with "Retirar" or "Aceptar".
 */
export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mi perfil');
    await expect(canvas.queryByText('ana.quispe@correo.pe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute(
      'href',
      '/profile/update-password',
    );
    await expect(canvas.queryByRole('button', { name: /Términos y condiciones/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: /^Retirar «Recibir novedades/,
      }),
    );
    await expect(args.onConsentChange).toHaveBeenCalledWith('MARKETING', false);
    await userEvent.click(
      canvas.getByRole('button', {
        name: /^Aceptar «Compartir mis datos/,
      }),
    );
    await expect(args.onConsentChange).toHaveBeenLastCalledWith('GROUP_SHARING', true);
  },
};

/** A consent just withdrawn: the sentence that says so, announced politely. */
export const ConsentWithdrawn: Story = {
  args: {
    profile: {
      ...profile,
      consents: profile.consents.map((c) =>
        c.purpose === 'MARKETING'
          ? {
              ...c,
              accepted: false,
              detail: 'No aceptado el jueves, 26 de noviembre de 2026 · versión 2025-01',
            }
          : c,
      ),
    },
    consentNotice:
      'Retiraste tu consentimiento para «Recibir novedades y ofertas de nuestros fondos».',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Retiraste tu consentimiento');
  },
};

/** A new customer: no phone, no test yet, no client data. */
export const Incomplete: Story = {
  args: {
    profile: {
      ...profile,
      phone: null,
      document: null,
      birthDate: null,
      address: null,
      riskProfile: null,
      finalBeneficiary: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No registrado')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Hacer el test' })).toBeVisible();
  },
};
