import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { countries } from '../../participant/fixtures';
import type { ResidenceStepValues } from '../../participant/ResidenceStepScreen';
import { blankForm, expectErrorSummary, profileScreen } from '../storyKit';
import { EditAddressScreen } from './EditAddressScreen';

const lima = {
  departments: [
    { value: '04', label: 'Arequipa' },
    { value: '15', label: 'Lima' },
  ],
  provinces: [
    { value: '1501', label: 'Lima' },
    { value: '1502', label: 'Barranca' },
  ],
  districts: [
    { value: '150122', label: 'Miraflores' },
    { value: '150131', label: 'San Isidro' },
  ],
};

const inForce: ResidenceStepValues = {
  country: 'PE',
  department: '15',
  province: '1501',
  district: '150122',
  address: 'Av. Larco 1150, dpto. 402',
  reference: '',
  city: '',
};

const meta = {
  title: 'Pantallas/Perfil/EditAddressScreen',
  id: 'pantallas-perfil-editaddressscreen',
  component: EditAddressScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    ...blankForm<ResidenceStepValues>(inForce),
    ...lima,
    countries,
    isPeru: true,
    loadingProvinces: false,
    loadingDistricts: false,
    currentText: 'Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima',
    state: 'ready',
    clientDataHref: '/subscription/type-participate',
    backHref: '/profile',
  },
} satisfies Meta<typeof EditAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address in force, in one line and in the form to change; "Guardar dirección" saves. */
export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Actualizar mi dirección',
    );
    await expect(canvas.getByRole('combobox', { name: /Distrito/ })).toHaveValue('150122');
    await expect(canvas.getByRole('textbox', { name: /Dirección/ })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar dirección' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A district left empty and the street too: each said on its field, in the summary first. */
export const WithErrors: Story = {
  args: {
    values: { ...inForce, district: '', address: '' },
    errors: { district: 'Elige un distrito.', address: 'Este dato es obligatorio.' },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Elige un distrito.' }));
    await expect(canvas.getByRole('combobox', { name: /Distrito/ })).toHaveFocus();
  },
};

/** Abroad: the city and region instead of the INEI lists. */
export const Abroad: Story = {
  args: {
    values: { ...inForce, country: 'CL', city: 'Santiago', address: 'Av. Providencia 1200' },
    isPeru: false,
    currentText: 'Av. Providencia 1200, Santiago, Chile',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Distrito/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Ciudad y región/ })).toHaveValue('Santiago');
  },
};

/** Before the client data is completed: where to give the address instead. */
export const Unavailable: Story = {
  args: { state: 'unavailable', currentText: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Guardar dirección' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Completar mis datos' })).toHaveAttribute(
      'href',
      '/subscription/type-participate',
    );
  },
};
