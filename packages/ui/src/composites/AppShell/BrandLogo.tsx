import { cn } from '../../lib/cn';

export interface BrandLogoProps {
  /** Brand name, the wordmark's first word. @default 'Quipu' */
  name?: string;
  /** Word after the name, lighter. @default 'Fondos' */
  suffix?: string;
  /** Extra classes. */
  className?: string;
}

/**
 * A simple wordmark: a knotted-cord mark in the brand colour and the brand name. Colours come
 * from the brand tokens, so it follows `data-brand` with no change here.
 */
export function BrandLogo({ name = 'Quipu', suffix = 'Fondos', className }: BrandLogoProps) {
  return (
    <span
      data-slot="brand-logo"
      className={cn('inline-flex items-center gap-2 font-display text-primary', className)}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 32 32"
        className="size-8 shrink-0"
        fill="none"
      >
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <g className="stroke-primary-foreground" strokeWidth="2.25" strokeLinecap="round">
          <path d="M7 9h18" />
          <path d="M11 9v15M16 9v12M21 9v15" />
        </g>
        <g className="fill-primary-foreground">
          <circle cx="11" cy="15" r="2.25" />
          <circle cx="16" cy="19" r="2.25" />
          <circle cx="21" cy="14" r="2.25" />
          <circle cx="21" cy="20" r="2.25" />
        </g>
      </svg>
      <span className="text-xl leading-none font-bold tracking-tight">
        {name}
        {suffix ? <span className="font-medium text-text"> {suffix}</span> : null}
      </span>
    </span>
  );
}
