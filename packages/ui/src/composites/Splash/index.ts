export {
  Splash,
  type SplashAction,
  type SplashActionConfig,
  type SplashActionRender,
  type SplashProps,
} from './Splash';
export { SplashIllustration, type SplashIllustrationProps } from './SplashIllustration';
export {
  splashCopy,
  splashTypes,
  type SplashCopy,
  type SplashTone,
  type SplashType,
} from './splashCopy';
