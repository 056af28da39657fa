import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useField, type UseFieldOptions } from './Field';

function Probe(options: UseFieldOptions) {
  const field = useField(options);
  return <input aria-label="probe" {...field.controlProps} />;
}

describe('useField', () => {
  it('describes nothing and is valid without hint or error', async () => {
    const screen = await render(<Probe />);
    const input = screen.getByRole('textbox');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('points at the error first, then the hint, then extra ids', async () => {
    const screen = await render(<Probe id="dni" hint="x" error="y" describedBy="caps" />);
    const input = screen.getByRole('textbox');
    await expect.element(input).toHaveAttribute('id', 'dni');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('aria-describedby', 'dni-error dni-hint caps');
  });

  it('gives two fields different ids', async () => {
    const screen = await render(
      <>
        <Probe hint="a" />
        <Probe hint="b" />
      </>,
    );
    const [first, second] = screen.getByRole('textbox').elements();
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });
});
