export { BiometricCaptureScreen, type BiometricCaptureScreenProps } from './BiometricCaptureScreen';
export type { BiometricCaptureState, BiometricCheckPhase } from './captureState';
