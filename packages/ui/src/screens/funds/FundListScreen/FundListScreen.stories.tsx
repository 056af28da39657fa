import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInFrame } from '../../shared/storyFrames';
import { riskLevels } from '../../../composites/FundCard';
import { catalogue, type CatalogueFund } from './fixtures';
import {
  FundListScreen,
  defaultFundListFilters,
  fundListFieldIds,
  type FundListFilters,
  type FundListItem,
  type FundListScreenProps,
} from './FundListScreen';

/** Why each fund goes with a moderate profile. */
const reasons: Record<string, string> = {
  MIXPEN: 'Combina deuda y acciones: crece con subidas y bajadas moderadas, como tu perfil.',
  MIXUSD: 'El equilibrio de tu perfil, para tus ahorros en dólares.',
  CPPEN: 'Para la parte de tu dinero que podrías necesitar pronto.',
  MPPEN: 'Más estable que las acciones y con mejor rendimiento esperado que un depósito.',
  CPUSD: 'Para guardar dólares con poco riesgo y rescatarlos cuando quieras.',
};

/** The catalogue as the flows hook gives it to a customer with a moderate profile. */
const forModerate: FundListItem[] = catalogue.map((fund) => ({
  ...fund,
  suitable: fund.risk !== 'agresivo',
  reason: reasons[fund.code],
}));

/** The catalogue for a customer without a profile: no fund is marked either way. */
const withoutProfile: FundListItem[] = catalogue.map((fund) => ({ ...fund, suitable: true }));

const riskOfFilter = { low: 'conservador', medium: 'moderado', high: 'agresivo' } as const;
const step = (fund: CatalogueFund) => riskLevels[fund.risk].step;

/** The caller's job, done here for the stories: filter and sort the funds. */
function applyFilters(funds: readonly FundListItem[], filters: FundListFilters): FundListItem[] {
  const shown = funds.filter(
    (fund) =>
      (filters.currency === 'all' || fund.currency === filters.currency) &&
      (filters.risk === 'all' || fund.risk === riskOfFilter[filters.risk]),
  );
  const byReturn = (a: FundListItem, b: FundListItem) =>
    Number(b.recentReturn ?? -Infinity) - Number(a.recentReturn ?? -Infinity);
  return shown.sort((a, b) => {
    if (filters.sort === 'risk-asc') return step(a) - step(b) || byReturn(a, b);
    if (filters.sort === 'risk-desc') return step(b) - step(a) || byReturn(a, b);
    return byReturn(a, b);
  });
}

/** The screen with its filters in state, as the flows hook would keep them. */
function Interactive(args: FundListScreenProps) {
  const [filters, setFilters] = useState(args.filters);
  return (
    <FundListScreen
      {...args}
      filters={filters}
      funds={applyFilters(args.funds, filters)}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      onClearFilters={() => {
        setFilters(defaultFundListFilters);
        args.onClearFilters();
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Fondos/FundListScreen',
  component: FundListScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  // The portal renders the list inside the signed-in frame.
  decorators: [signedInFrame],
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'ready',
    onRetry: fn(),
    funds: forModerate,
    filters: defaultFundListFilters,
    onFiltersChange: fn(),
    onClearFilters: fn(),
    profileLabel: 'Moderado',
    riskProfileHref: '/risk-profile',
  },
} satisfies Meta<typeof FundListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with a moderate profile: the funds for it first, then the others with a note. */
export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Nuestros fondos');
    await expect(canvas.getByRole('status')).toHaveTextContent('7 fondos');
    const forProfile = canvas.getByRole('region', {
      name: 'Recomendados para tu perfil moderado',
    });
    await expect(within(forProfile).getAllByRole('article')).toHaveLength(5);
    await expect(within(forProfile).queryByText(/Riesgo mayor al de tu perfil/)).toBeNull();
    await expect(
      within(forProfile).getByText('El equilibrio de tu perfil, para tus ahorros en dólares.'),
    ).toBeVisible();
    const others = canvas.getByRole('region', { name: 'Otros fondos' });
    const otherCards = within(others).getAllByRole('article');
    await expect(otherCards).toHaveLength(2);
    for (const card of otherCards)
      await expect(card).toHaveTextContent(
        'Riesgo mayor al de tu perfil: te pediremos confirmarlo antes de invertir.',
      );
    await expect(
      within(others).getByRole('link', { name: 'Ver detalle de Acciones Perú' }),
    ).toHaveAttribute('href', '/products/ACCPE');

    // Each filter hands back the whole new set of filters.
    const currency = canvas.getByRole('combobox', { name: 'Moneda' });
    await userEvent.selectOptions(currency, 'Dólares');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      currency: 'USD',
      risk: 'all',
      sort: 'return',
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 fondos'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ordenar por' }), [
      'Menor riesgo',
    ]);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      currency: 'USD',
      risk: 'all',
      sort: 'risk-asc',
    });
    // Back to every fund in the usual order, for the screenshot.
    await userEvent.selectOptions(currency, 'Todas');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ordenar por' }), [
      'Mayor rentabilidad a 12 meses',
    ]);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(defaultFundListFilters);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('7 fondos'));
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Cargando fondos')).toHaveLength(3);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar los fondos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Before the test del inversionista: one list and the call to take the test. */
export const WithoutProfile: Story = {
  args: { profileLabel: null, funds: withoutProfile },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Haz el test del inversionista para ver qué fondos van contigo',
      }),
    ).toHaveAttribute('href', '/risk-profile');
    await expect(canvas.queryByRole('heading', { name: 'Otros fondos' })).toBeNull();
    await expect(canvas.queryByText(/Riesgo mayor al de tu perfil/)).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expect(canvas.getByRole('status')).toHaveTextContent('7 fondos');
  },
};

/** No fund matches the filters: the way back to every fund. */
export const Empty: Story = {
  args: { funds: [], filters: { currency: 'USD', risk: 'high', sort: 'return' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 fondos');
    await expect(
      canvas.getByRole('heading', { name: 'Ningún fondo coincide con los filtros' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('combobox', { name: 'Moneda' })).toHaveValue('');
    // Back to the filters the story shows.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Moneda' }), 'Dólares');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Riesgo' }), [
      'Alto (agresivo)',
    ]);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      currency: 'USD',
      risk: 'high',
      sort: 'return',
    });
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

/** Only the funds in dollars. */
export const UsdFiltered: Story = {
  args: { filters: { ...defaultFundListFilters, currency: 'USD' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Moneda' })).toHaveValue('USD');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 fondos');
    for (const card of canvas.getAllByRole('article'))
      await expect(card).toHaveTextContent('Dólares');
    await expect(document.getElementById(fundListFieldIds.sort)).toHaveValue('');
  },
};
