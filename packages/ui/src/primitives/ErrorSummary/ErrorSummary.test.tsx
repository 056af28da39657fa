import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorSummary, errorSummaryTitle } from './ErrorSummary';

const one = [{ fieldId: 'correo', message: 'Ingresa tu correo' }];
const two = [...one, { fieldId: 'celular', message: 'Ingresa tu celular' }];

function Page({ errors, focusKey }: { errors: typeof one; focusKey?: number }) {
  return (
    <div>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <label htmlFor="correo">Correo</label>
      <input id="correo" />
      <fieldset id="celular">
        <legend>Celular</legend>
        <input aria-label="Número de celular" />
      </fieldset>
    </div>
  );
}

describe('ErrorSummary', () => {
  it('counts the errors in its heading, in Spanish', () => {
    expect(errorSummaryTitle(1)).toBe('Hay 1 error en el formulario');
    expect(errorSummaryTitle(4)).toBe('Hay 4 errores en el formulario');
  });

  it('renders nothing without errors, and takes focus when errors appear', async () => {
    const screen = await render(<Page errors={[]} />);
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    await screen.rerender(<Page errors={one} />);
    await expect.element(screen.getByRole('alert')).toHaveFocus();
  });

  it('does not steal focus when the errors change, only when the focus key does', async () => {
    const screen = await render(<Page errors={two} focusKey={1} />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    await input.click();
    await screen.rerender(<Page errors={one} focusKey={1} />);
    await expect.element(input).toHaveFocus();
    await screen.rerender(<Page errors={one} focusKey={2} />);
    await expect.element(screen.getByRole('alert')).toHaveFocus();
  });

  it('focuses the first input inside a container field', async () => {
    const screen = await render(<Page errors={two} />);
    await screen.getByRole('link', { name: 'Ingresa tu celular' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Número de celular' })).toHaveFocus();
  });
});
