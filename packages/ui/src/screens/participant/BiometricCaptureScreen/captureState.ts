import type { CameraState } from './useSelfieCamera';

/** Where the facial check stands, as the flows hook reports it. */
export type BiometricCheckPhase =
  'loading' | 'error' | 'ready' | 'comparing' | 'failed' | 'limit' | 'passed';

/** What the capture screen shows. */
export type BiometricCaptureState =
  | 'loading'
  | 'error'
  | 'starting'
  | 'live'
  | 'captured'
  | 'comparing'
  | 'failed'
  | 'no-camera'
  | 'limit';

export interface CaptureInputs {
  check: BiometricCheckPhase;
  camera: CameraState;
  /** A photo is taken or chosen and not yet discarded. */
  hasPhoto: boolean;
  /** That photo is the one the check answered about. */
  photoSent: boolean;
}

/**
 * The screen's state from the check's phase and the camera's: the check decides while it loads,
 * compares or is out of attempts; a failure shows with the photo it was about (until the
 * customer retakes it); otherwise the photo, or the camera.
 */
export function captureState({
  check,
  camera,
  hasPhoto,
  photoSent,
}: CaptureInputs): BiometricCaptureState {
  if (check === 'loading' || check === 'error' || check === 'limit') return check;
  if (check === 'comparing' || check === 'passed') return 'comparing';
  if (hasPhoto) return check === 'failed' && photoSent ? 'failed' : 'captured';
  if (camera === 'no-camera') return 'no-camera';
  return camera === 'live' ? 'live' : 'starting';
}

/** Whether the camera should be open: only while the customer is framing a photo. */
export function cameraWanted({ check, hasPhoto }: Pick<CaptureInputs, 'check' | 'hasPhoto'>) {
  return !hasPhoto && (check === 'ready' || check === 'failed');
}
