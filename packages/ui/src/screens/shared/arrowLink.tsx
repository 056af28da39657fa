import type { RenderLink } from '../../composites/AppShell';
import { ArrowRight } from '../../icons';
import { buttonVariants, type ButtonProps } from '../../primitives/Button';

/** A link drawn as a button that leads on: its label and an arrow ("Ver mis cuentas →"). */
export function arrowLink(
  renderLink: RenderLink,
  href: string,
  label: string,
  look: Pick<ButtonProps, 'variant' | 'size'> = { variant: 'primary' },
) {
  return renderLink({
    href,
    className: buttonVariants(look),
    children: (
      <>
        {label}
        <ArrowRight aria-hidden className="size-4" />
      </>
    ),
  });
}
