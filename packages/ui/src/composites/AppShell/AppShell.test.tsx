import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AppShell, supportChatUrl, type RenderLink } from './AppShell';

const required = {
  supportPhone: '+51 (999) 888-777',
  onLogout: () => {},
  onDeleteAccount: () => {},
};

describe('supportChatUrl', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(supportChatUrl('+51 (999) 888-777', '¿Hola? Necesito ayuda & más')).toBe(
      'https://wa.me/51999888777?text=%C2%BFHola%3F%20Necesito%20ayuda%20%26%20m%C3%A1s',
    );
  });
});

describe('AppShell', () => {
  it('renders every menu link through renderLink, marking only the active one', async () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...props }) => (
      <a href={href} {...props}>
        {children}
      </a>
    ));
    await render(
      <AppShell {...required} activeItem="cuentas" renderLink={renderLink}>
        <p>Contenido</p>
      </AppShell>,
    );
    const calls = renderLink.mock.calls.map(([props]) => [props.href, props['aria-current']]);
    expect(calls).toEqual([
      ['/dashboard', undefined],
      ['/dashboard', undefined],
      ['/accounts', 'page'],
      ['/movements', undefined],
      ['/profile', undefined],
    ]);
  });

  it('greets the customer by first name and shows the initials', async () => {
    const screen = await render(
      <AppShell {...required} customerName="maría fernanda quispe">
        <p>Contenido</p>
      </AppShell>,
    );
    await expect.element(screen.getByText('Hola, maría')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Menú de cuenta' }))
      .toHaveTextContent('MF');
  });

  it('calls onContactSupport and closes the menu', async () => {
    const onContactSupport = vi.fn();
    const screen = await render(
      <AppShell {...required} onContactSupport={onContactSupport}>
        <p>Contenido</p>
      </AppShell>,
    );
    const button = screen.getByRole('button', { name: 'Menú de cuenta' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar soporte' }));
    expect(onContactSupport).toHaveBeenCalledTimes(1);
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });
});
