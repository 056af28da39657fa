import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('draws the lines asked for, the last one shorter, hidden from screen readers', async () => {
    const screen = await render(<Skeleton lines={4} />);
    const skeleton = screen.container.querySelector('[data-slot="skeleton"]') as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.children).toHaveLength(4);
    expect(skeleton.lastElementChild).toHaveClass('w-3/5');
  });

  it('announces one "Cargando" status for a group', async () => {
    const screen = await render(
      <SkeletonGroup>
        <Skeleton variant="circle" />
        <Skeleton variant="block" />
      </SkeletonGroup>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });
});
