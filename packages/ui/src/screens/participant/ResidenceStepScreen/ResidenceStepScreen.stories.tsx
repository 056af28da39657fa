import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { countries, singleFrame } from '../fixtures';
import {
  blankForm,
  expectErrorSummary,
  participantScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import {
  ResidenceStepScreen,
  residenceStepFieldIds,
  type ResidenceStepValues,
} from './ResidenceStepScreen';

/** A piece of the INEI lists: departments, their provinces, their districts. */
const ubigeo: Record<string, { value: string; label: string }[]> = {
  '': [
    { value: '04', label: 'Arequipa' },
    { value: '08', label: 'Cusco' },
    { value: '15', label: 'Lima' },
  ],
  '04': [
    { value: '0401', label: 'Arequipa' },
    { value: '0404', label: 'Caylloma' },
  ],
  '08': [
    { value: '0801', label: 'Cusco' },
    { value: '0813', label: 'Urubamba' },
  ],
  '15': [
    { value: '1501', label: 'Lima' },
    { value: '1502', label: 'Barranca' },
    { value: '1506', label: 'Huaral' },
  ],
  '0401': [
    { value: '040101', label: 'Arequipa' },
    { value: '040103', label: 'Cayma' },
    { value: '040104', label: 'Cerro Colorado' },
  ],
  '1501': [
    { value: '150101', label: 'Lima' },
    { value: '150104', label: 'Barranco' },
    { value: '150122', label: 'Miraflores' },
    { value: '150131', label: 'San Isidro' },
    { value: '150140', label: 'Santiago de Surco' },
  ],
};
const listOf = (code: string) => ubigeo[code] ?? [];

const empty: ResidenceStepValues = {
  country: 'PE',
  department: '',
  province: '',
  district: '',
  address: '',
  reference: '',
  city: '',
};
const filled: ResidenceStepValues = {
  country: 'PE',
  department: '15',
  province: '1501',
  district: '150122',
  address: 'Av. José Larco 1232, dpto. 504',
  reference: 'Frente al parque Kennedy',
  city: '',
};
const abroad: ResidenceStepValues = {
  country: 'US',
  department: '',
  province: '',
  district: '',
  address: '1450 Brickell Ave, Apt 2301, 33131',
  reference: '',
  city: 'Miami, Florida',
};

const REQUIRED = 'Este dato es obligatorio.';

function validate(values: ResidenceStepValues) {
  const errors: Partial<Record<keyof ResidenceStepValues, string>> = {};
  if (!values.country) errors.country = 'Elige un país de la lista.';
  if (values.country === 'PE' && !values.district) errors.district = 'Elige un distrito.';
  if (values.country !== 'PE' && !values.city) errors.city = REQUIRED;
  if (!values.address) errors.address = REQUIRED;
  return errors;
}

const meta = {
  title: 'Pantallas/Partícipe/ResidenceStepScreen',
  id: 'pantallas-participe-residencestepscreen',
  component: ResidenceStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  // Each list follows the one before it, as the hook does.
  render: typeable(ResidenceStepScreen, validate, (state, args) => ({
    isPeru: state.values.country === 'PE',
    provinces: args.loadingProvinces ? [] : listOf(state.values.department),
    districts: args.loadingDistricts ? [] : listOf(state.values.province),
    onValueChange: (field, value) => {
      state.onValueChange(field, value);
      if (field === 'department') {
        state.onValueChange('province', '');
        state.onValueChange('district', '');
      } else if (field === 'province') state.onValueChange('district', '');
    },
  })),
  args: {
    ...singleFrame('residencia'),
    countries,
    isPeru: true,
    departments: listOf(''),
    provinces: [],
    districts: [],
    loadingProvinces: false,
    loadingDistricts: false,
    ...blankForm(empty),
  },
} satisfies Meta<typeof ResidenceStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Peru, nothing chosen yet: the province and the district wait for the list before them. */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /País de residencia/ })).toHaveAttribute(
      'autocomplete',
      'country',
    );
    const province = canvas.getByRole('combobox', { name: /Provincia/ });
    await expect(province).toBeDisabled();
    await expect(province).toHaveAccessibleDescription('Primero elige el departamento.');
    await expect(canvas.getByRole('combobox', { name: /Distrito/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Dirección/ })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
  },
};

export const Filled: Story = { args: { values: filled } };

/** The provinces of the chosen department are on their way. */
export const LoadingProvinces: Story = {
  args: { values: { ...empty, department: '15' }, loadingProvinces: true },
  play: async ({ canvas }) => {
    const province = canvas.getByRole('combobox', { name: /Provincia/ });
    await expect(province).toBeDisabled();
    await expect(province).toHaveAccessibleDescription('Cargando las provincias…');
  },
};

/** The districts of the chosen province are on their way. */
export const LoadingDistricts: Story = {
  args: { values: { ...empty, department: '15', province: '1501' }, loadingDistricts: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Distrito/ })).toHaveAccessibleDescription(
      'Cargando los distritos…',
    );
  },
};

/** An address abroad: written freely, with its city and region. */
export const ForeignAddress: Story = {
  args: { values: abroad, isPeru: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Departamento/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Ciudad y región/ })).toHaveValue(
      'Miami, Florida',
    );
  },
};

export const FieldErrors: Story = {
  args: {
    values: { ...filled, district: '', address: '' },
    errors: { district: 'Elige un distrito.', address: REQUIRED },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Elige un distrito.' }));
    await expect(canvas.getByRole('combobox', { name: /Distrito/ })).toHaveFocus();
  },
};

export const ServerError: Story = serverErrorStory(filled);

export const Submitting: Story = submittingStory(filled);

/** Department, then province, then district; another department empties the two after it. */
export const ChoosingTheDistrict: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const department = canvas.getByRole('combobox', { name: /Departamento/ });
    const province = canvas.getByRole('combobox', { name: /Provincia/ });
    const district = canvas.getByRole('combobox', { name: /Distrito/ });
    await userEvent.selectOptions(department, 'Lima');
    await expect(province).toBeEnabled();
    await userEvent.selectOptions(province, 'Lima');
    await userEvent.selectOptions(district, 'Miraflores');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('district', '150122');
    await userEvent.selectOptions(department, 'Arequipa');
    await expect(province).toHaveValue('');
    await expect(district).toBeDisabled();
  },
};

/** Another country swaps Peru's lists for a free-form address. */
export const MovingAbroad: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /País de residencia/ }),
      'Chile',
    );
    await expect(canvas.queryByRole('combobox', { name: /Departamento/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([`#${residenceStepFieldIds.city}`, `#${residenceStepFieldIds.address}`]);
  },
};
