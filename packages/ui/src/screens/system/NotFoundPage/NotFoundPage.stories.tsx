import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoSupport } from '../../shared/fixtures';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pantallas/Sistema/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: { homeHref: '/', support: demoSupport },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos esta página',
    );
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  },
};

/** The portal's router link in place of a plain anchor. */
export const WithRouterLink: Story = {
  parameters: { screenshot: { disable: true } },
  args: {
    homeHref: '/dashboard',
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ir al inicio' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/dashboard');
  },
};
