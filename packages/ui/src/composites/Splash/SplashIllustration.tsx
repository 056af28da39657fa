import { type ComponentType, type SVGProps } from 'react';
import {
  BadgeCheck,
  CalendarClock,
  ClipboardCheck,
  FileCheck,
  Gauge,
  HandCoins,
  Headset,
  IdCard,
  KeyRound,
  Landmark,
  LockKeyhole,
  MailCheck,
  Receipt,
  ScanFace,
  Smartphone,
  UserCheck,
  Users,
  Wrench,
} from '../../icons';
import { splashTones, type SplashTone, type SplashType } from './splashTypes';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { strokeWidth?: number }>;

const icons: Record<SplashType, Icon> = {
  auth: LockKeyhole,
  maintenance: Wrench,
  'email-verified': MailCheck,
  'register-completed': BadgeCheck,
  'recovery-completed': KeyRound,
  'prospect-completed': ClipboardCheck,
  'type-of-participant-completed': IdCard,
  'pep-completed': FileCheck,
  'identity-validation-limit': ScanFace,
  'identity-validation-first-success': ScanFace,
  'identity-validation-success': ScanFace,
  'identity-validation-rescue-success': ScanFace,
  'payment-success': Receipt,
  'failed-aml': Headset,
  'yearly-update': CalendarClock,
  'bank-account-created': Landmark,
  'rescue-created': HandCoins,
  'profile-updated': UserCheck,
  'phone-verified': Smartphone,
  'email-changed': MailCheck,
  'phone-changed': Smartphone,
  'password-updated': KeyRound,
  'risk-changed': Gauge,
  'final-beneficiary': Users,
};

/** Tone colours as semantic text utilities: every shape paints with `currentColor`. */
const toneClasses: Record<SplashTone, { halo: string; badge: string; glyph: string }> = {
  success: {
    halo: 'text-success-surface',
    badge: 'text-success',
    glyph: 'text-success-foreground',
  },
  info: { halo: 'text-info-surface', badge: 'text-info', glyph: 'text-info-foreground' },
  warning: {
    halo: 'text-warning-surface',
    badge: 'text-warning',
    glyph: 'text-warning-foreground',
  },
  error: { halo: 'text-danger-surface', badge: 'text-danger', glyph: 'text-danger-foreground' },
  maintenance: { halo: 'text-secondary', badge: 'text-primary', glyph: 'text-primary-foreground' },
};

function BadgeGlyph({ tone }: { tone: SplashTone }) {
  switch (tone) {
    case 'success':
      return <path d="M-7 0.5 -2 5.5 8 -5.5" />;
    case 'info':
      return (
        <>
          <path d="M0 -1v9" />
          <circle cx="0" cy="-7" r="0.6" fill="currentColor" />
        </>
      );
    case 'maintenance':
      return (
        <>
          <circle cx="0" cy="0" r="8" />
          <path d="M0 -4.5V0l3 2.5" />
        </>
      );
    default:
      return (
        <>
          <path d="M0 -8v9" />
          <circle cx="0" cy="7" r="0.6" fill="currentColor" />
        </>
      );
  }
}

export interface SplashIllustrationProps {
  /** The splash whose icon is drawn. */
  type: SplashType;
  /** Colours and badge; defaults to the type's tone in `splashTones`. */
  tone?: SplashTone;
  /** Size and layout classes. */
  className?: string;
}

/**
 * The picture of a splash screen: the type's icon on a halo in the tone's colours, with a
 * badge saying the outcome. Drawn from brand variables only, so each brand recolours it.
 * Decorative: the heading carries the meaning.
 */
export function SplashIllustration({ type, tone, className }: SplashIllustrationProps) {
  const Icon = icons[type];
  const t = toneClasses[tone ?? splashTones[type]];
  return (
    <svg
      viewBox="0 0 160 160"
      aria-hidden="true"
      focusable="false"
      data-slot="splash-illustration"
      className={className ?? 'size-36'}
    >
      <circle cx="80" cy="80" r="76" fill="currentColor" className={t.halo} />
      <circle
        cx="80"
        cy="80"
        r="64"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="3 7"
        strokeLinecap="round"
        opacity="0.5"
        className={t.badge}
      />
      <g fill="currentColor">
        <circle cx="20" cy="38" r="5" className="text-accent" />
        <circle cx="146" cy="52" r="3.5" className="text-primary" opacity="0.45" />
        <circle cx="32" cy="136" r="3" className="text-primary" opacity="0.3" />
      </g>
      <circle
        cx="80"
        cy="80"
        r="50"
        className="text-surface"
        fill="currentColor"
        style={{ stroke: 'var(--saf-border)' }}
        strokeWidth="1.5"
      />
      <Icon x={52} y={52} width={56} height={56} strokeWidth={1.6} className="text-primary" />
      <g transform="translate(120 118)">
        <circle r="20" fill="currentColor" className="text-surface" />
        <circle r="16" fill="currentColor" className={t.badge} />
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={t.glyph}
        >
          <BadgeGlyph tone={tone ?? splashTones[type]} />
        </g>
      </g>
    </svg>
  );
}
