import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input with its label and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(
      <TextField label="Nombres" ref={ref} value="" onChange={() => {}} />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Nombres' })).toBeVisible();
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });

  it('is not invalid and has no description without error or hint', async () => {
    const screen = await render(<TextField label="Nombres" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads the error before the hint and keeps a caller description', async () => {
    const screen = await render(
      <>
        <p id="extra">Solo peruanos.</p>
        <TextField
          label="DNI"
          value="123"
          onChange={() => {}}
          hint="8 dígitos"
          error="El DNI tiene 8 dígitos"
          aria-describedby="extra"
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'DNI' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('El DNI tiene 8 dígitos 8 dígitos Solo peruanos.');
  });

  it('reports every keystroke through onChange', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="Nombres" defaultValue="" onChange={onChange} />);
    await screen.getByRole('textbox').fill('Ana');
    expect(onChange).toHaveBeenCalled();
    await expect.element(screen.getByRole('textbox')).toHaveValue('Ana');
  });
});
