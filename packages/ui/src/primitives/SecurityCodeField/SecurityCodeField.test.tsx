import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SecurityCodeField, type SecurityCodeFieldProps } from './SecurityCodeField';

function Harness(props: Partial<SecurityCodeFieldProps> & { initial?: string }) {
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <SecurityCodeField
      label="Código de verificación"
      value={value}
      onValueChange={(code) => {
        setValue(code);
        onValueChange?.(code);
      }}
      {...rest}
    />
  );
}

async function setup(props: Partial<SecurityCodeFieldProps> & { initial?: string } = {}) {
  const onValueChange = vi.fn();
  const onComplete = vi.fn();
  const screen = await render(
    <Harness onValueChange={onValueChange} onComplete={onComplete} {...props} />,
  );
  const boxes = Array.from(screen.container.querySelectorAll('input'));
  const values = () => boxes.map((box) => box.value).join('');
  return { screen, boxes, values, onValueChange, onComplete };
}

function paste(target: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('SecurityCodeField', () => {
  it('labels each box and offers the one-time code on the first', async () => {
    const { screen, boxes } = await setup();
    await expect
      .element(screen.getByRole('group', { name: 'Código de verificación' }))
      .toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Dígito 6 de 6' })).toBeVisible();
    expect(boxes[0]!.autocomplete).toBe('one-time-code');
    expect(boxes[1]!.autocomplete).toBe('off');
    expect(boxes.every((box) => box.inputMode === 'numeric')).toBe(true);
  });

  it('moves forward while typing and completes on the last digit', async () => {
    const { boxes, values, onComplete } = await setup();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('48a2913');
    expect(values()).toBe('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('replaces a whole wrong code typed over it at full speed, digit by digit', async () => {
    const { boxes, values, onComplete } = await setup({
      initial: '000000',
      error: 'El código de seguridad no es correcto.',
    });
    boxes[0]!.focus();
    await userEvent.keyboard('482913');
    expect(values()).toBe('482913');
    expect(onComplete).toHaveBeenLastCalledWith('482913');
    // The same digits as the wrong code in places: still none lost.
    boxes[0]!.focus();
    await userEvent.keyboard('400010');
    expect(values()).toBe('400010');
  });

  it('fills every box when the whole code is pasted into any box', async () => {
    const { boxes, values, onValueChange, onComplete } = await setup();
    boxes[0]!.focus();
    paste(boxes[0]!, ' 482 913 ');
    await expect.poll(values).toBe('482913');
    expect(onValueChange).toHaveBeenLastCalledWith('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const { boxes, values, onValueChange } = await setup({ initial: '482' });
    await userEvent.click(boxes[3]!);
    expect(document.activeElement).toBe(boxes[3]);
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('48');
    expect(onValueChange).toHaveBeenLastCalledWith('48');
    expect(document.activeElement).toBe(boxes[2]);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(values()).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('sends a click past the first empty box to that box', async () => {
    const { boxes } = await setup({ initial: '4' });
    await userEvent.click(boxes[4]!);
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('moves with the arrow keys', async () => {
    const { boxes } = await setup({ initial: '4829' });
    await userEvent.click(boxes[2]!);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes[1]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes[4]);
  });

  it('marks every box invalid and describes them with the error', async () => {
    const { screen } = await setup({ error: 'El código no es correcto' });
    await expect
      .element(screen.getByRole('textbox', { name: 'Dígito 3 de 6' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('textbox', { name: 'Dígito 3 de 6' }))
      .toHaveAccessibleDescription('El código no es correcto');
  });
});
