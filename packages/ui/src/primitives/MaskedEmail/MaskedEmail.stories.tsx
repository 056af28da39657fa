import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaskedEmail } from './MaskedEmail';

/** What a sighted reader sees: the text without the screen-reader-only words. */
function visibleText(element: Element | null): string {
  const clone = element?.cloneNode(true) as Element | undefined;
  clone?.querySelectorAll('.sr-only').forEach((node) => node.remove());
  return clone?.textContent ?? '';
}

const meta = {
  title: 'Primitivos/MaskedEmail',
  component: MaskedEmail,
  tags: ['autodocs'],
  args: { email: 'juan.perez@mail.com' },
} satisfies Meta<typeof MaskedEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector<HTMLElement>('[data-slot="masked-email"]');
    await expect(visibleText(element)).toBe('j****ez@mail.com');
  },
};

/** How the masked address reads inside a sentence, as on the code verification screens. */
export const InSentence: Story = {
  render: (args) => (
    <p className="max-w-md text-base text-text">
      Enviamos un código de 6 dígitos a <MaskedEmail {...args} />. Revisa también tu carpeta de
      correo no deseado.
    </p>
  ),
};

/** Local parts of 1, 2, 3 and 4 characters: at least one character stays hidden from 2 up. */
export const ShortLocalParts: Story = {
  render: () => (
    <ul className="space-y-2 text-base text-text">
      {['a@x.pe', 'ab@x.pe', 'abc@x.pe', 'abcd@x.pe'].map((email) => (
        <li key={email}>
          <MaskedEmail email={email} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const shown = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-slot="masked-email"]'),
      visibleText,
    );
    await expect(shown).toEqual(['a****@x.pe', 'a****@x.pe', 'a****c@x.pe', 'a****cd@x.pe']);
  },
};

/** A long address wraps inside a narrow column instead of overflowing it. */
export const LongAddress: Story = {
  args: { email: 'maria.fernanda.quispe.huaman@direccion-regional-de-educacion.gob.pe' },
  decorators: [
    (Story) => <div className="w-56 rounded-md border border-border p-3">{Story()}</div>,
  ],
};

/** Input without an @ shows only the mask: nothing of what was typed. */
export const Invalid: Story = {
  args: { email: 'juan.perez.mail.com' },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector<HTMLElement>('[data-slot="masked-email"]');
    await expect(visibleText(element)).toBe('****');
  },
};
