import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** Renders @saf/ui's links through the router, so navigation stays inside the app. */
export function routerLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
