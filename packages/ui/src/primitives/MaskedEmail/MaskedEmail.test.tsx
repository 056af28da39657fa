import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MaskedEmail } from './MaskedEmail';
import { maskEmail } from './maskEmail';

/** What a sighted reader sees: the text without the screen-reader-only words. */
function visibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('.sr-only').forEach((node) => node.remove());
  return clone.textContent ?? '';
}

describe('maskEmail', () => {
  it('follows the spec: first letter, four asterisks, last two characters, domain', () => {
    expect(maskEmail('juan.perez@mail.com')).toBe('j****ez@mail.com');
    expect(maskEmail('abcd@x.pe')).toBe('a****cd@x.pe');
  });

  it('keeps the four asterisks whatever the length of the local part', () => {
    expect(maskEmail('maria.fernanda.quispe.huaman@empresa.com.pe')).toBe('m****an@empresa.com.pe');
  });

  describe('given a short local part, never reveals all of it', () => {
    it('1 character: shows the first letter only', () => {
      expect(maskEmail('a@x.pe')).toBe('a****@x.pe');
    });
    it('2 characters: shows the first letter only', () => {
      expect(maskEmail('ab@x.pe')).toBe('a****@x.pe');
    });
    it('3 characters: shows the first and the last', () => {
      expect(maskEmail('abc@x.pe')).toBe('a****c@x.pe');
    });
  });

  describe('given input that is not an email', () => {
    it('reveals nothing when there is no @', () => {
      expect(maskEmail('juan.perez.mail.com')).toBe('****');
    });
    it('reveals nothing when the local part or the domain is empty', () => {
      expect(maskEmail('@mail.com')).toBe('****');
      expect(maskEmail('juan@')).toBe('****');
      expect(maskEmail('')).toBe('****');
    });
  });

  it('splits at the last @ and ignores surrounding spaces', () => {
    expect(maskEmail('  "a@b"@mail.com ')).toBe('"****b"@mail.com');
  });

  it('never cuts an accented or astral character in half', () => {
    expect(maskEmail('ñandú@mail.pe')).toBe('ñ****dú@mail.pe');
    expect(maskEmail('😀abc😀@x.pe')).toBe('😀****c😀@x.pe');
  });
});

describe('MaskedEmail', () => {
  it('shows the masked address and never puts the full one in the page', async () => {
    const screen = await render(<MaskedEmail email="juan.perez@mail.com" />);
    const element = screen.container.querySelector('[data-slot="masked-email"]') as HTMLElement;
    expect(visibleText(element)).toBe('j****ez@mail.com');
    expect(screen.container.innerHTML).not.toContain('juan.perez');
  });

  it('tells screen readers the middle is hidden instead of reading asterisks', async () => {
    const screen = await render(<MaskedEmail email="juan.perez@mail.com" />);
    const element = screen.container.querySelector('[data-slot="masked-email"]') as HTMLElement;
    expect(element.textContent).toBe('j**** (oculto) ez@mail.com');
    expect(element.querySelector('[aria-hidden="true"]')?.textContent).toBe('****');
  });

  it('marks an invalid address and shows only the mask', async () => {
    const screen = await render(<MaskedEmail email="sin-arroba" />);
    const element = screen.container.querySelector('[data-slot="masked-email"]') as HTMLElement;
    expect(element).toHaveAttribute('data-invalid', 'true');
    expect(visibleText(element)).toBe('****');
  });
});
