import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import '../../styles.css';
import { AppShell, supportChatUrl, type RenderLink } from './AppShell';
import { demoShellLinks } from './fixtures';

const required = {
  ...demoShellLinks,
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

/** A page long enough to scroll, with a control at every height. */
function LongPage() {
  return (
    <>
      <h1>Movimientos</h1>
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i}>
          Movimiento {i + 1} <button type="button">Ver seguimiento {i + 1}</button>
        </p>
      ))}
    </>
  );
}

const box = (el: Element) => el.getBoundingClientRect();

describe('AppShell on a phone', () => {
  afterEach(async () => {
    document.documentElement.style.fontSize = '';
    await page.viewport(1280, 1000);
  });

  it('keeps the chat off the page, in the user menu; it floats only beside a wide page', async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <AppShell {...required} customerName="María Quispe">
        <LongPage />
      </AppShell>,
    );
    // A button floating over the page would sit on an amount or a control.
    expect(screen.getByRole('link', { name: 'Chatear con soporte' }).query()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menú de cuenta' }));
    const item = screen.getByRole('link', { name: 'Contactar soporte' });
    await expect.element(item).toBeVisible();
    expect(item.element().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51999888777\?text=/);

    // Beside a wide page the corner is a lane of its own, clear of the content.
    await page.viewport(1280, 900);
    const chat = screen.getByRole('link', { name: 'Chatear con soporte' });
    await expect.element(chat).toBeVisible();
    const main = document.querySelector('main')!;
    const content = main.firstElementChild!.getBoundingClientRect();
    expect(box(chat.element()).left).toBeGreaterThan(
      box(main).right - parseFloat(getComputedStyle(main).paddingRight),
    );
    expect(content.right).toBeLessThan(box(chat.element()).left);
  });

  it('scrolls what the keyboard focuses clear of the header and the tab bar', async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <AppShell {...required}>
        <LongPage />
      </AppShell>,
    );
    const header = document.querySelector('header')!;
    const bar = screen.getByRole('navigation', { name: 'Menú principal' }).element();
    const buttons = [...document.querySelectorAll('main button')];
    // Forwards: each button comes in at the bottom, above the tab bar.
    window.scrollTo(0, 0);
    for (const button of buttons) {
      (button as HTMLElement).focus();
      expect(box(button).bottom, button.textContent!).toBeLessThanOrEqual(box(bar).top);
    }
    // Backwards (Shift+Tab): each comes in at the top, below the sticky header.
    for (const button of buttons.reverse()) {
      (button as HTMLElement).focus();
      expect(box(button).top, button.textContent!).toBeGreaterThanOrEqual(box(header).bottom);
    }
    screen.unmount();
    // Without the frame, nothing is kept clear of bars that are gone.
    expect(document.documentElement.style.getPropertyValue('--saf-pinned-top')).toBe('');
  });

  it('with text twice as large, the header wraps and keeps the user menu on screen', async () => {
    for (const [width, height] of [
      [390, 844],
      [320, 640],
      [1280, 900],
    ] as const) {
      await page.viewport(width, height);
      document.documentElement.style.fontSize = '200%';
      const screen = await render(
        <AppShell {...required} customerName="María Fernanda Quispe">
          <LongPage />
        </AppShell>,
      );
      const menu = screen.getByRole('button', { name: 'Menú de cuenta' }).element();
      const root = document.documentElement;
      expect(box(menu).right, `${width} px`).toBeLessThanOrEqual(root.clientWidth);
      expect(root.scrollWidth, `${width} px`).toBeLessThanOrEqual(root.clientWidth);
      // The tabs of the main menu do not run into each other.
      const tabs = [...screen.getByRole('navigation').element().querySelectorAll('a')].map(box);
      for (const [i, a] of tabs.entries()) {
        for (const b of tabs.slice(i + 1)) {
          const apart =
            a.right <= b.left + 0.5 ||
            b.right <= a.left + 0.5 ||
            a.bottom <= b.top + 0.5 ||
            b.bottom <= a.top + 0.5;
          expect(apart, `${width} px`).toBe(true);
        }
        // Nor does a label run out of its tab.
      }
      for (const link of screen.getByRole('navigation').element().querySelectorAll('a')) {
        expect(link.scrollWidth, `${link.textContent} at ${width} px`).toBeLessThanOrEqual(
          link.clientWidth,
        );
      }
      screen.unmount();
    }
  });

  it('does not pin a header that would take more than a quarter of the window', async () => {
    await page.viewport(390, 844);
    document.documentElement.style.fontSize = '200%';
    await render(
      <AppShell {...required} customerName="María Fernanda Quispe">
        <LongPage />
      </AppShell>,
    );
    const header = document.querySelector('header')!;
    expect(box(header).height).toBeGreaterThan(844 / 4);
    expect(getComputedStyle(header).position).toBe('static');
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).toBe('16px');
    // Back to the usual size, it is pinned again, and the focus kept below it.
    document.documentElement.style.fontSize = '';
    await expect.poll(() => getComputedStyle(header).position).toBe('sticky');
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).toBe(
      `${box(header).height + 8}px`,
    );
  });
});
