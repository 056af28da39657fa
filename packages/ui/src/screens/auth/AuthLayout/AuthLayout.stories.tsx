import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandLogo } from '../../../composites/AppShell';
import { Button } from '../../../primitives/Button';
import { demoSupport } from '../../shared/fixtures';
import { AuthLayout, ValueProposition } from './AuthLayout';

const meta = {
  title: 'Pantallas/Acceso/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    title: 'Te damos la bienvenida',
    description: 'Abre tu cuenta en minutos y empieza a invertir en fondos mutuos.',
    support: demoSupport,
    children: (
      <div className="flex flex-col gap-3">
        <p className="text-text">
          El contenido de cada página pública va dentro de esta tarjeta: un formulario, un mensaje o
          las acciones de la página.
        </p>
        <Button fullWidth>Continuar</Button>
      </div>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side panel shows from `lg` up; on phones only the card and the footer remain. */
export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Te damos la bienvenida',
    );
    await expect(
      canvas.getByRole('complementary', { name: 'Por qué invertir con nosotros' }),
    ).toBeVisible();
    await expect(canvas.getByText('Invierte en fondos mutuos desde S/ 500')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(01) 311-0000' })).toHaveAttribute(
      'href',
      'tel:013110000',
    );
    await expect(canvas.getByRole('link', { name: demoSupport.email })).toHaveAttribute(
      'href',
      `mailto:${demoSupport.email}`,
    );
  },
};

/** The sister brand's name in the logo and a higher minimum in the panel. */
export const CustomLogoAndMinimum: Story = {
  args: {
    logo: <BrandLogo name="Totora" />,
    aside: <ValueProposition minimumAmount={1000} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invierte en fondos mutuos desde S/ 1,000')).toBeVisible();
  },
};

export const WithoutSidePanel: Story = {
  args: { aside: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const WideCard: Story = { args: { size: 'lg' } };

/** A long title and description, and no support contact configured. */
export const LongTextWithoutContact: Story = {
  args: {
    title: 'Confirma tus datos para continuar con la apertura de tu cuenta de inversiones',
    description:
      'Por regulación de la Superintendencia del Mercado de Valores necesitamos validar tu identidad antes de que realices tu primera inversión. Solo te tomará unos minutos.',
    support: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¿Necesitas ayuda? Estamos para ayudarte.')).toBeVisible();
  },
};
