import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ResendControl } from './ResendControl';
import { summaryErrors } from './ScreenForm';
import { PasswordChecklist } from './PasswordChecklist';

const idle = { onResend: () => {}, resending: false, limitReached: false };

describe('ResendControl', () => {
  it('shows the countdown and keeps the button inactive until it ends', async () => {
    const onResend = vi.fn();
    const screen = await render(<ResendControl {...idle} secondsLeft={45} onResend={onResend} />);
    await expect.element(screen.getByText('Puedes pedir otro código en')).toBeVisible();
    await expect.element(screen.getByRole('timer')).toHaveTextContent('0:45');
    const button = screen.getByRole('button', { name: 'Reenviar código' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // Playwright will not click an aria-disabled button; a customer's click still reaches it.
    await button.click({ force: true });
    expect(onResend).not.toHaveBeenCalled();

    await screen.rerender(<ResendControl {...idle} secondsLeft={0} onResend={onResend} />);
    await expect.element(button).not.toHaveAttribute('aria-disabled');
    await button.click();
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('announces the wait once, not every second', async () => {
    const screen = await render(<ResendControl {...idle} secondsLeft={60} />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Podrás pedir otro código en 1 minuto.');
    await screen.rerender(<ResendControl {...idle} secondsLeft={59} />);
    await screen.rerender(<ResendControl {...idle} secondsLeft={58} />);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('0:58');
    await expect.element(status).toHaveTextContent('Podrás pedir otro código en 1 minuto.');
    await screen.rerender(<ResendControl {...idle} secondsLeft={0} />);
    await expect.element(status).toHaveTextContent('Ya puedes pedir otro código.');
    // A new wait after a resend is announced with its own length.
    await screen.rerender(<ResendControl {...idle} secondsLeft={30} />);
    await expect.element(status).toHaveTextContent('Podrás pedir otro código en 30 segundos.');
  });

  it('tells the customer when the sending limit is reached', async () => {
    const onResend = vi.fn();
    const screen = await render(
      <ResendControl {...idle} secondsLeft={0} limitReached onResend={onResend} />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(/límite de envíos/);
    const button = screen.getByRole('button', { name: 'Reenviar código' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // Playwright will not click an aria-disabled button; a customer's click still reaches it.
    await button.click({ force: true });
    expect(onResend).not.toHaveBeenCalled();
  });
});

describe('summaryErrors', () => {
  const fields = { email: 'f-email', password: 'f-password' };

  it('lists field errors only after a submit, in page order, after the server error', () => {
    const errors = { password: 'Ingresa tu contraseña.', email: 'Ingresa tu correo.' };
    expect(summaryErrors({ errors, submitCount: 0 }, fields, 'form')).toEqual([]);
    expect(
      summaryErrors(
        { errors, submitCount: 1, formError: 'Servicio no disponible.' },
        fields,
        'form',
      ),
    ).toEqual([
      { fieldId: 'form', message: 'Servicio no disponible.' },
      { fieldId: 'f-email', message: 'Ingresa tu correo.' },
      { fieldId: 'f-password', message: 'Ingresa tu contraseña.' },
    ]);
  });

  it('shows a server error even before any submit (a failed resend)', () => {
    expect(
      summaryErrors({ errors: {}, submitCount: 0, formError: 'Límite alcanzado.' }, fields, 'form'),
    ).toEqual([{ fieldId: 'form', message: 'Límite alcanzado.' }]);
  });
});

describe('PasswordChecklist', () => {
  it('says in words which rules are met and how strong the password is', async () => {
    const screen = await render(
      <PasswordChecklist
        id="rules"
        strength="fair"
        rules={[
          { id: 'length', label: 'Entre 8 y 128 caracteres', met: true },
          { id: 'match', label: 'Las contraseñas coinciden', met: false },
        ]}
      />,
    );
    await expect
      .element(screen.getByRole('listitem').first())
      .toHaveTextContent('Entre 8 y 128 caracteres (cumplido)');
    await expect
      .element(screen.getByRole('listitem').last())
      .toHaveTextContent('Las contraseñas coinciden (pendiente)');
    await expect
      .element(screen.getByText('Seguridad de la contraseña:'))
      .toHaveTextContent('Seguridad de la contraseña: Aceptable');
  });
});
