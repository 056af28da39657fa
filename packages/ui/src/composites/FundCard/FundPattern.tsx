import { cn } from '../../lib/cn';

/**
 * Decorative stand-in for a fund's image: knotted cords (a nod to the quipu) drawn in the
 * theme's foreground colour over the theme's background.
 */
export function FundPattern({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-slot="fund-pattern"
      className={cn('absolute inset-0 size-full', className)}
      viewBox="0 0 320 120"
      preserveAspectRatio="xMidYMid slice"
    >
      <g fill="none" stroke="currentColor" strokeLinecap="round" opacity="0.22" strokeWidth="3">
        <path d="M-10 18 C 60 4, 120 34, 190 16 S 290 6, 330 22" />
        <path d="M40 22 C 36 52, 48 78, 40 130" />
        <path d="M110 26 C 116 56, 104 84, 112 130" />
        <path d="M180 18 C 174 46, 188 74, 178 130" />
        <path d="M250 12 C 256 44, 244 80, 252 130" />
      </g>
      <g fill="currentColor" opacity="0.3">
        <circle cx="41" cy="58" r="5" />
        <circle cx="43" cy="74" r="5" />
        <circle cx="110" cy="88" r="5" />
        <circle cx="183" cy="48" r="5" />
        <circle cx="181" cy="62" r="5" />
        <circle cx="178" cy="76" r="5" />
        <circle cx="249" cy="96" r="5" />
      </g>
      <circle cx="300" cy="110" r="70" fill="currentColor" opacity="0.08" />
      <circle cx="300" cy="110" r="44" fill="currentColor" opacity="0.08" />
    </svg>
  );
}
