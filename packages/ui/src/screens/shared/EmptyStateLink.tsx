import { ArrowRight } from '../../icons';
import type { RenderLink } from '../../composites/AppShell';
import { buttonVariants } from '../../primitives/Button';
import { EmptyState, type EmptyStateProps } from '../../primitives/EmptyState';

export interface EmptyStateLinkProps extends Omit<EmptyStateProps, 'action'> {
  /** Where the way forward leads, and what it says ("Ver nuestros fondos"). */
  href: string;
  label: string;
  renderLink: RenderLink;
}

/** An empty or not-found state whose way forward is a primary link with an arrow. */
export function EmptyStateLink({ href, label, renderLink, ...props }: EmptyStateLinkProps) {
  return (
    <EmptyState
      {...props}
      action={renderLink({
        href,
        className: buttonVariants({ variant: 'primary' }),
        children: (
          <>
            {label}
            <ArrowRight aria-hidden className="size-4" />
          </>
        ),
      })}
    />
  );
}
