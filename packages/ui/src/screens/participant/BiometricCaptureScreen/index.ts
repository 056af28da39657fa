export { BiometricCaptureScreen, type BiometricCaptureScreenProps } from './BiometricCaptureScreen';
export type { BiometricCaptureState, BiometricCheckPhase } from './captureState';
export {
  BiometricLimitSplash,
  BiometricPassedSplash,
  BiometricCheckScreen,
  biometricPageTitle,
  type BiometricCheckScreenProps,
  biometricEyebrow,
  biometricTitle,
  type BiometricLimitSplashProps,
  type BiometricPassedSplashProps,
  type BiometricPurpose,
} from './BiometricSplash';
