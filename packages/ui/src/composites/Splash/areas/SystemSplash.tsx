import { SplashPanel, type SplashProps } from '../SplashPanel';
import { SUPPORT, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of the portal itself (maintenance). */
export const systemSplashCopy = {
  maintenance: {
    heading: 'Estamos en mantenimiento',
    text: 'Estamos haciendo mejoras para atenderte mejor. Tu dinero y tus datos están seguros. Vuelve a intentarlo en unos minutos.',
    primaryLabel: 'Volver a intentar',
    secondaryLabel: SUPPORT,
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type SystemSplashType = keyof typeof systemSplashCopy;

export interface SystemSplashProps extends Omit<SplashProps, 'type'> {
  type: SystemSplashType;
}

/** A splash of the portal itself (maintenance), with its default copy (and only its area's). */
export function SystemSplash(props: SystemSplashProps) {
  return <SplashPanel copy={systemSplashCopy[props.type]} {...props} />;
}
