import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

function Harness({
  initial = '',
  onValueChange,
  ...props
}: Partial<MoneyFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyField
        label="Monto"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('250000')}>
        Reiniciar
      </button>
    </>
  );
}

async function setup(props: Partial<MoneyFieldProps> & { initial?: string } = {}) {
  const onValueChange = vi.fn();
  const screen = await render(<Harness onValueChange={onValueChange} {...props} />);
  const input = screen.container.querySelector('input')!;
  return { screen, input, onValueChange, value: () => screen.getByTestId('value') };
}

function paste(input: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('MoneyField', () => {
  it('groups thousands while typing and reports a decimal string', async () => {
    const { input, onValueChange, value } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('1500.5');
    expect(input.value).toBe('1,500.5');
    expect(onValueChange).toHaveBeenLastCalledWith('1500.5');
    await expect.element(value()).toHaveTextContent('1500.5');
  });

  it('refuses a third decimal and letters, keeping the value', async () => {
    const { input, value } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('12.345abc');
    expect(input.value).toBe('12.34');
    await expect.element(value()).toHaveTextContent('12.34');
  });

  it('keeps the caret after the typed digit when the grouping moves', async () => {
    const { input } = await setup({ initial: '1234' });
    await userEvent.click(input);
    expect(input.value).toBe('1,234.00');
    input.setSelectionRange(3, 3); // "1,2|34.00"
    await userEvent.keyboard('5');
    expect(input.value).toBe('12,534.00');
    expect(input.selectionStart).toBe(4); // "12,5|34.00"
  });

  it('deletes the digit before a separator instead of the separator', async () => {
    const { input, onValueChange } = await setup({ initial: '1234' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2); // "1,|234.00"
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('234.00');
    expect(input.selectionStart).toBe(0);
    expect(onValueChange).toHaveBeenLastCalledWith('234');
  });

  it('puts the caret back where it was when a keystroke is refused', async () => {
    const { input } = await setup({ initial: '1.5' });
    await userEvent.click(input);
    expect(input.value).toBe('1.50');
    input.setSelectionRange(1, 1); // "1|.50"
    await userEvent.keyboard('.');
    expect(input.value).toBe('1.50');
    expect(input.selectionStart).toBe(1);
  });

  it('reads a pasted "S/ 1,234.5" and a pasted "1.234,50" as 1234.5', async () => {
    const { input, onValueChange } = await setup();
    input.focus();
    paste(input, 'S/ 1,234.5');
    await expect.poll(() => input.value).toBe('1,234.5');
    expect(onValueChange).toHaveBeenLastCalledWith('1234.5');

    input.select();
    paste(input, '1.234,50');
    await expect.poll(() => input.value).toBe('1,234.50');
  });

  it('refuses an ambiguous paste, keeps the amount and says why', async () => {
    const { screen, input, onValueChange } = await setup({ initial: '100' });
    input.focus();
    input.select();
    paste(input, '1.234');
    await expect.element(screen.getByText(/No pudimos leer el monto pegado/).first()).toBeVisible();
    expect(input.value).toBe('100.00');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.keyboard('5');
    await expect.element(screen.getByText(/No pudimos leer/).first()).not.toBeInTheDocument();
  });

  it('types pasted digits in at the caret', async () => {
    const { input, onValueChange } = await setup({ initial: '15' });
    input.focus();
    input.setSelectionRange(2, 2); // "15|.00"
    paste(input, '000');
    await expect.poll(() => input.value).toBe('15,000.00');
    expect(onValueChange).toHaveBeenLastCalledWith('15000');
  });

  it('shows two decimals after leaving the field, without changing the value', async () => {
    const { input, onValueChange } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('1500.5');
    onValueChange.mockClear();
    input.blur();
    await expect.poll(() => input.value).toBe('1,500.50');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows a new value set by the caller', async () => {
    const { screen, input } = await setup({ initial: '10' });
    await screen.getByRole('button', { name: 'Reiniciar' }).click();
    await expect.poll(() => input.value).toBe('250,000.00');
  });

  it('names the currency for screen readers and shows its symbol', async () => {
    const { screen } = await setup({ currency: 'USD' });
    await expect.element(screen.getByRole('textbox', { name: 'Monto (en dólares)' })).toBeVisible();
    await expect.element(screen.getByText('US$')).toBeVisible();
    await expect.element(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'decimal');
  });
});
