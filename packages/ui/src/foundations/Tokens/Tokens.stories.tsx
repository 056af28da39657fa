import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The semantic tokens every component uses, shown for the brand chosen in the toolbar.
 * Their screenshots cover every token, so any change of a colour, radius, shadow, type size or
 * spacing step shows up in visual regression even before a component uses it.
 */
const meta = {
  title: 'Fundamentos/Tokens',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const colourRoles: { name: string; swatch: string; text: string }[] = [
  { name: 'primary', swatch: 'bg-primary', text: 'text-primary-foreground' },
  { name: 'primary-hover', swatch: 'bg-primary-hover', text: 'text-primary-foreground' },
  { name: 'secondary', swatch: 'bg-secondary', text: 'text-secondary-foreground' },
  { name: 'secondary-hover', swatch: 'bg-secondary-hover', text: 'text-secondary-foreground' },
  { name: 'accent', swatch: 'bg-accent', text: 'text-accent-foreground' },
  { name: 'background', swatch: 'bg-background', text: 'text-text' },
  { name: 'surface', swatch: 'bg-surface', text: 'text-text' },
  { name: 'surface-sunken', swatch: 'bg-surface-sunken', text: 'text-text' },
  { name: 'text', swatch: 'bg-text', text: 'text-surface' },
  { name: 'muted', swatch: 'bg-muted', text: 'text-surface' },
  { name: 'border', swatch: 'bg-border', text: 'text-text' },
  { name: 'border-strong', swatch: 'bg-border-strong', text: 'text-black' },
  { name: 'danger', swatch: 'bg-danger', text: 'text-danger-foreground' },
  { name: 'danger-hover', swatch: 'bg-danger-hover', text: 'text-danger-foreground' },
  { name: 'danger-surface', swatch: 'bg-danger-surface', text: 'text-danger' },
  { name: 'success', swatch: 'bg-success', text: 'text-success-foreground' },
  { name: 'success-surface', swatch: 'bg-success-surface', text: 'text-success' },
  { name: 'warning', swatch: 'bg-warning', text: 'text-warning-foreground' },
  { name: 'warning-surface', swatch: 'bg-warning-surface', text: 'text-warning' },
  { name: 'info', swatch: 'bg-info', text: 'text-info-foreground' },
  { name: 'info-surface', swatch: 'bg-info-surface', text: 'text-info' },
  { name: 'focus', swatch: 'bg-focus', text: 'text-white' },
  { name: 'focus-on-dark', swatch: 'bg-focus-on-dark', text: 'text-text' },
];

const fundThemes = [
  { name: 'fund-1', swatch: 'bg-fund-1', text: 'text-fund-1-foreground' },
  { name: 'fund-2', swatch: 'bg-fund-2', text: 'text-fund-2-foreground' },
  { name: 'fund-3', swatch: 'bg-fund-3', text: 'text-fund-3-foreground' },
  { name: 'fund-4', swatch: 'bg-fund-4', text: 'text-fund-4-foreground' },
  { name: 'fund-5', swatch: 'bg-fund-5', text: 'text-fund-5-foreground' },
];

function Swatches({ items }: { items: typeof colourRoles }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {items.map((item) => (
        <li
          key={item.name}
          className={`flex h-20 items-end rounded-md border border-border p-2 text-sm font-semibold ${item.swatch} ${item.text}`}
        >
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export const Colours: Story = {
  render: () => (
    <div className="space-y-6 text-text">
      <h1 className="font-display text-2xl font-bold">Colores por rol</h1>
      <Swatches items={colourRoles} />
      <h2 className="font-display text-xl font-bold">Temas de fondos</h2>
      <Swatches items={fundThemes} />
    </div>
  ),
};

const typeScale = [
  'text-xs',
  'text-sm',
  'text-base',
  'text-lg',
  'text-xl',
  'text-2xl',
  'text-3xl',
  'text-4xl',
];

export const Typography: Story = {
  render: () => (
    <div className="space-y-3 text-text">
      {typeScale.map((size) => (
        <p key={size} className={size}>
          <span className="inline-block w-24 font-mono text-xs text-muted">{size}</span> Invierte en
          fondos mutuos desde S/ 500.00 — ñandú, acción, pingüino
        </p>
      ))}
      <p className="font-display text-2xl font-bold">Títulos: font-display, negrita</p>
      <p className="font-semibold">Énfasis: seminegrita</p>
    </div>
  ),
};

const spacing = ['p-1', 'p-2', 'p-3', 'p-4', 'p-6', 'p-8', 'p-12'];

export const RadiiShadowsSpacing: Story = {
  name: 'Radii, shadows and spacing',
  render: () => (
    <div className="space-y-8 text-text">
      <div className="flex flex-wrap gap-4">
        {['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full'].map((radius) => (
          <div
            key={radius}
            className={`flex size-24 items-center justify-center border-2 border-primary bg-secondary text-xs ${radius}`}
          >
            {radius}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-6">
        {['shadow-sm', 'shadow-md', 'shadow-lg'].map((shadow) => (
          <div
            key={shadow}
            className={`flex h-24 w-40 items-center justify-center rounded-md bg-surface text-sm ${shadow}`}
          >
            {shadow}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-start gap-4">
        {spacing.map((space) => (
          <div key={space} className="bg-secondary">
            <div className={`${space}`}>
              <div className="bg-primary px-1 text-xs text-primary-foreground">{space}</div>
            </div>
          </div>
        ))}
      </div>
    </div>
  ),
};
