import { SplashPanel, type SplashProps } from '../SplashPanel';
import { HOME, MOVEMENTS, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of an investment. */
export const investingSplashCopy = {
  'payment-success': {
    heading: '¡Tu pago fue exitoso!',
    text: 'Registramos tu inversión. Te enviaremos la constancia a tu correo electrónico y verás tus cuotas cuando se procese la operación.',
    primaryLabel: HOME,
    secondaryLabel: MOVEMENTS,
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type InvestingSplashType = keyof typeof investingSplashCopy;

export interface InvestingSplashProps extends Omit<SplashProps, 'type'> {
  type: InvestingSplashType;
}

/** A splash of an investment, with its default copy (and only its area's). */
export function InvestingSplash(props: InvestingSplashProps) {
  return <SplashPanel copy={investingSplashCopy[props.type]} {...props} />;
}
