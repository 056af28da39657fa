import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';
import { BrandLogo } from './BrandLogo';
import { demoShellLinks } from './fixtures';

function PageContent({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-semibold text-text">{title}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-xl border border-border bg-surface p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-text">Tu saldo total</h2>
          <p className="mt-1 text-3xl font-semibold text-text tabular-nums">S/ 12,480.35</p>
          <p className="mt-1 text-sm text-muted">Actualizado al 20/11/2025</p>
        </section>
        <section className="rounded-xl border border-border bg-surface p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-text">Próximo paso</h2>
          <p className="mt-1 text-base text-text">
            Completa tu perfil de riesgo para ver los fondos recomendados para ti.
          </p>
        </section>
      </div>
    </div>
  );
}

const meta = {
  title: 'Compuestos/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    ...demoShellLinks,
    activeItem: 'inicio',
    customerName: 'María Fernanda Quispe',
    supportPhone: '+51 999 888 777',
    accessibilityHref: '/accesibilidad',
    onLogout: fn(),
    onDeleteAccount: fn(),
    onContactSupport: fn(),
    children: <PageContent title="Inicio" />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inicio: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Cuentas' })).not.toHaveAttribute(
      'aria-current',
    );
    const chat = canvas.getByRole('link', { name: 'Chatear con soporte' });
    await expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/51999888777?text=Hola%2C%20necesito%20ayuda%20con%20el%20portal%20de%20fondos.',
    );
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat.getAttribute('rel')).toContain('noopener');
  },
};

export const Cuentas: Story = {
  args: { activeItem: 'cuentas', children: <PageContent title="Cuentas" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cuentas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Movimientos: Story = {
  args: { activeItem: 'movimientos', children: <PageContent title="Movimientos" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Movimientos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Perfil: Story = {
  args: { activeItem: 'perfil', children: <PageContent title="Perfil" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The user menu open, with the secondary actions. */
export const UserMenuOpen: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menú de cuenta' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Contactar soporte' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar cuenta' })).toBeVisible();
  },
};

/** Keyboard only: open with Enter, walk with Tab, act, and close with Escape. */
export const UserMenuKeyboard: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Menú de cuenta' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Contactar soporte' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledTimes(1);

    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Without `onContactSupport`, "Contactar soporte" opens the support chat. */
export const ContactSupportAsChat: Story = {
  args: { onContactSupport: undefined },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de cuenta' }));
    const link = canvas.getByRole('link', { name: 'Contactar soporte' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51999888777\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The first Tab reveals "Saltar al contenido"; it moves the focus to the page. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

/** A router's Link comes in through `renderLink`; it gets the href and `aria-current`. */
export const WithRenderLink: Story = {
  args: {
    activeItem: 'movimientos',
    children: <PageContent title="Movimientos" />,
    renderLink: ({ href, children, ...props }) => (
      <a href={`#/ruta${href}`} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Movimientos' });
    await expect(link).toHaveAttribute('href', '#/ruta/movements');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** A long name: the greeting is cut with an ellipsis, the header keeps its height. */
export const LongCustomerName: Story = {
  args: {
    customerName: 'Maximiliano Bartolomé de la Santísima Trinidad Huamán',
    greeting: 'Hola, Maximiliano Bartolomé de la Santísima Trinidad',
  },
};

/** The sister brand's name in the default wordmark (the colours follow `data-brand`). */
export const OtherBrandName: Story = {
  args: { logo: <BrandLogo name="Totora" suffix="Inversiones" />, customerName: undefined },
};
