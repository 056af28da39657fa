import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Primitivos/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Block: Story = { args: { variant: 'block', className: 'h-40' } };

export const Circle: Story = { args: { variant: 'circle', className: 'size-12' } };

/** A fund card while it loads: one "Cargando" status for the whole card. */
export const CardGroup: Story = {
  render: () => (
    <SkeletonGroup
      label="Cargando fondos"
      className="space-y-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Skeleton variant="circle" />
        <Skeleton className="w-1/2" />
      </div>
      <Skeleton variant="block" className="h-28" />
      <Skeleton lines={2} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Cargando fondos');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};
