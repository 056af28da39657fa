import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PasswordField } from './PasswordField';

function pressKey(input: HTMLElement, type: 'keydown' | 'keyup', capsLock: boolean) {
  input.dispatchEvent(
    new KeyboardEvent(type, { key: 'a', bubbles: true, modifierCapsLock: capsLock }),
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const screen = await render(
      <PasswordField label="Contraseña" value="Quipu.2024" onChange={() => {}} />,
    );
    const input = screen.container.querySelector('input')!;
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(input.type).toBe('password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.element(toggle).toHaveAttribute('title', 'Mostrar contraseña');

    await toggle.click();
    expect(input.type).toBe('text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(toggle).toHaveAttribute('title', 'Ocultar contraseña');

    await toggle.click();
    expect(input.type).toBe('password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('warns while Caps Lock is on, and stops when it goes off or the field loses focus', async () => {
    const onKeyDown = vi.fn();
    const screen = await render(
      <PasswordField label="Contraseña" value="" onChange={() => {}} onKeyDown={onKeyDown} />,
    );
    const input = screen.container.querySelector('input')!;
    input.focus();
    const warning = screen.getByText('Bloq Mayús está activado');
    await expect.element(warning).not.toBeInTheDocument();

    pressKey(input, 'keydown', true);
    await expect.element(warning).toBeVisible();
    await expect
      .element(screen.getByLabelText('Contraseña', { exact: true }))
      .toHaveAccessibleDescription('Bloq Mayús está activado');
    expect(onKeyDown).toHaveBeenCalledTimes(1);

    pressKey(input, 'keyup', false);
    await expect.element(warning).not.toBeInTheDocument();

    pressKey(input, 'keydown', true);
    await expect.element(warning).toBeVisible();
    input.blur();
    await expect.element(warning).not.toBeInTheDocument();
  });

  it('lets a password manager or the clipboard fill it', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <PasswordField label="Contraseña" autoComplete="new-password" onChange={onChange} />,
    );
    const input = screen.container.querySelector('input')!;
    expect(input.autocomplete).toBe('new-password');
    await screen.getByLabelText('Contraseña', { exact: true }).fill('Pegada#2024');
    expect(input.value).toBe('Pegada#2024');
    expect(onChange).toHaveBeenCalled();
  });
});
