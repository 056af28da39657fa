import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signedInFrame } from '../../shared/storyFrames';
import { fundByCode } from '../FundListScreen/fixtures';
import { RiskResultScreen, type RiskScoreBand } from './RiskResultScreen';

const bands: RiskScoreBand[] = [
  { profile: 'conservador', label: 'Conservador', min: 0, max: 12 },
  { profile: 'moderado', label: 'Moderado', min: 13, max: 22 },
  { profile: 'agresivo', label: 'Agresivo', min: 23, max: 32 },
];

const meta = {
  title: 'Pantallas/Fondos/RiskResultScreen',
  component: RiskResultScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  // The portal renders the result inside the signed-in frame.
  decorators: [signedInFrame],
  args: {
    state: 'ready',
    onRetry: fn(),
    profile: 'moderado',
    profileLabel: 'Moderado',
    description:
      'Buscas que tu dinero crezca y aceptas que su valor suba y baje en el camino, sin grandes sobresaltos. Te van los fondos que combinan deuda y acciones, para plazos de dos a cinco años.',
    score: 17,
    maxScore: 32,
    bands,
    version: 3,
    answeredAt: '2025-11-20T15:42:00-05:00',
    recommended: [fundByCode('MIXPEN'), fundByCode('MIXUSD'), fundByCode('CPPEN')],
    productsHref: '/products',
    retakeHref: '/risk-profile',
  },
} satisfies Meta<typeof RiskResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu perfil de inversionista es Moderado',
    );
    await expect(canvas.getByRole('heading', { name: 'Tu puntaje: 17 de 32' })).toBeVisible();
    // The customer's band is marked in words and for assistive technology, not only in colour.
    const scale = canvas.getByRole('list', { name: 'Perfiles según el puntaje' });
    const current = within(scale)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('Moderado(tu perfil)13 a 22 puntos');
    await expect(canvas.getByText('20 de noviembre de 2025')).toHaveAttribute(
      'datetime',
      '2025-11-20T15:42:00-05:00',
    );
    await expect(canvas.getByText(/Versión 3 del test/)).toBeVisible();
    const funds = canvas.getByRole('region', { name: 'Fondos recomendados para ti' });
    await expect(within(funds).getAllByRole('article')).toHaveLength(3);
    await expect(
      within(funds).getByRole('link', { name: 'Ver detalle de Renta Mixta Soles' }),
    ).toHaveAttribute('href', '/products/MIXPEN');
    await expect(canvas.getByRole('link', { name: 'Ver todos los fondos' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a hacer el test' })).toHaveAttribute(
      'href',
      '/risk-profile',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu perfil');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu perfil de inversionista',
    );
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tu perfil');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A score at the top of the scale; only three of the four recommended funds are shown. */
export const Agresivo: Story = {
  args: {
    profile: 'agresivo',
    profileLabel: 'Agresivo',
    description:
      'Buscas el mayor crecimiento posible y aceptas caídas fuertes en el camino, porque no necesitarás este dinero en muchos años. Te van los fondos de acciones y los internacionales.',
    score: 31,
    recommended: [
      fundByCode('GLOBUSD'),
      fundByCode('ACCPE'),
      fundByCode('MIXPEN'),
      fundByCode('MIXUSD'),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu perfil de inversionista es Agresivo',
    );
    const current = canvas.getByText('(tu perfil)').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent('Agresivo');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** No fund suits the profile right now: the way to all funds instead. */
export const NoRecommended: Story = {
  args: { recommended: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'Por ahora no tenemos un fondo recomendado para tu perfil',
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Ver todos los fondos' })).toHaveLength(1);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
