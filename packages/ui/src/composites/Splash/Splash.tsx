import { SplashPanel, type SplashProps } from './SplashPanel';
import { splashCopy } from './splashCopy';

export type {
  SplashAction,
  SplashActionConfig,
  SplashActionRender,
  SplashProps,
} from './SplashPanel';

/**
 * Any splash of the spec by its type, with its default copy. It carries every splash's copy, so
 * pages use their area's splash instead (`AuthSplash`, `ProfileSplash`...), which loads only
 * the copy that page can show.
 */
export function Splash(props: SplashProps) {
  return <SplashPanel copy={splashCopy[props.type]} {...props} />;
}
