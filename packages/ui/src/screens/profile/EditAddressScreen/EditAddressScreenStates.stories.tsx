import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { countries } from '../../participant/fixtures';
import type { ResidenceStepValues } from '../../participant/ResidenceStepScreen';
import { blankForm, profileScreen } from '../storyKit';
import { EditAddressScreen } from './EditAddressScreen';

/* The page before its form: the address in force on its way, or not loaded. */
const meta = {
  title: 'Pantallas/Perfil/EditAddressScreen/Carga',
  component: EditAddressScreen,
  ...profileScreen,
  args: {
    ...blankForm<ResidenceStepValues>({
      country: 'PE',
      department: '',
      province: '',
      district: '',
      address: '',
      reference: '',
      city: '',
    }),
    departments: [],
    provinces: [],
    districts: [],
    countries,
    isPeru: true,
    loadingProvinces: false,
    loadingDistricts: false,
    currentText: null,
    state: 'loading',
    onRetry: fn(),
    clientDataHref: '/subscription/type-participate',
    backHref: '/profile',
  },
} satisfies Meta<typeof EditAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the address loads: one "Cargando tu dirección" status for the whole form. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu dirección');
  },
};

/** The address could not be loaded: the connection message and "Reintentar". */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No pudimos cargar tu dirección')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
