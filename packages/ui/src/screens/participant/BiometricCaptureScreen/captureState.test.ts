import { describe, expect, it } from 'vitest';
import { cameraWanted, captureState, type CaptureInputs } from './captureState';
import { fitWithin, selfieFileProblem, SELFIE_SIZE_MESSAGE, SELFIE_TYPE_MESSAGE } from './selfie';

const base: CaptureInputs = { check: 'ready', camera: 'live', hasPhoto: false, photoSent: false };

describe('captureState', () => {
  it('follows the camera while the customer frames the photo', () => {
    expect(captureState({ ...base, camera: 'off' })).toBe('starting');
    expect(captureState({ ...base, camera: 'starting' })).toBe('starting');
    expect(captureState(base)).toBe('live');
    expect(captureState({ ...base, camera: 'no-camera' })).toBe('no-camera');
    expect(captureState({ ...base, hasPhoto: true })).toBe('captured');
  });

  it('shows a failure with the photo it was about, and the camera again once retaken', () => {
    const failed = { ...base, check: 'failed' as const, camera: 'off' as const };
    expect(captureState({ ...failed, hasPhoto: true, photoSent: true })).toBe('failed');
    // A new photo after the failure is not the one that failed.
    expect(captureState({ ...failed, hasPhoto: true, photoSent: false })).toBe('captured');
    expect(captureState({ ...failed, camera: 'live' })).toBe('live');
  });

  it('lets the check decide while it loads, compares or is out of attempts', () => {
    for (const camera of ['live', 'no-camera'] as const) {
      expect(captureState({ ...base, camera, check: 'loading' })).toBe('loading');
      expect(captureState({ ...base, camera, check: 'error' })).toBe('error');
      expect(captureState({ ...base, camera, check: 'limit', hasPhoto: true })).toBe('limit');
      expect(captureState({ ...base, camera, check: 'comparing', hasPhoto: true })).toBe(
        'comparing',
      );
    }
  });

  it('opens the camera only while a photo is being framed and attempts remain', () => {
    expect(cameraWanted({ check: 'ready', hasPhoto: false })).toBe(true);
    expect(cameraWanted({ check: 'failed', hasPhoto: false })).toBe(true);
    expect(cameraWanted({ check: 'ready', hasPhoto: true })).toBe(false);
    expect(cameraWanted({ check: 'limit', hasPhoto: false })).toBe(false);
    expect(cameraWanted({ check: 'loading', hasPhoto: false })).toBe(false);
  });
});

describe('a chosen photo', () => {
  it('must be a JPEG, PNG or WebP of at most 10 MB', () => {
    expect(selfieFileProblem({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(selfieFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(selfieFileProblem({ type: 'image/heic', size: 1000 })).toBe(SELFIE_TYPE_MESSAGE);
    expect(selfieFileProblem({ type: 'application/pdf', size: 1000 })).toBe(SELFIE_TYPE_MESSAGE);
    expect(selfieFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      SELFIE_SIZE_MESSAGE,
    );
    expect(selfieFileProblem({ type: 'image/png', size: 0 })).toBe(SELFIE_SIZE_MESSAGE);
  });

  it('is scaled down to 1280 px on its longest side, never up', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
