import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, toJpeg, type CameraProblem } from './selfie';

/** How long the preview must run before the status says "Listo" (the camera settles its light). */
export const CAMERA_SETTLE_MS = 1200;

/** The front camera, as a customer's browser gives it. */
export const openFrontCamera = (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia)
    return Promise.reject(new DOMException('no camera API', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
    audio: false,
  });
};

export type CameraState = 'off' | 'starting' | 'live' | 'no-camera';

/**
 * The camera of the capture screen: opens it while `wanted`, feeds the preview `<video>`,
 * tells when the picture has settled, and captures a frame as a JPEG. Every track is stopped
 * as soon as the camera is not wanted (a photo taken, the page left), so its light goes off.
 */
export function useSelfieCamera(wanted: boolean, open: () => Promise<MediaStream>) {
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [settled, setSettled] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tried = useRef(-1);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    if (!wanted) return;
    // Refused or missing: asked again only when the customer says so (`retry`).
    if (problem && tried.current === attempt) return;
    tried.current = attempt;
    let cancelled = false;
    setState('starting');
    setSettled(false);
    openRef.current().then(
      (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          void video.play().catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        setProblem(cameraProblemOf(error));
        setState('no-camera');
      },
    );
    return () => {
      cancelled = true;
      const stream = streamRef.current;
      streamRef.current = null;
      if (videoRef.current) videoRef.current.srcObject = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [wanted, attempt, problem]);

  // "Listo" once the preview has shown frames for a moment.
  useEffect(() => {
    if (state !== 'live') return;
    const timer = setTimeout(() => setSettled(true), CAMERA_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  /** The preview element: gets the stream when it mounts after the camera opened. */
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);

  const onPlaying = useCallback(() => {
    if (streamRef.current) setState('live');
  }, []);

  /** The current frame as a JPEG, or null when there is none yet. */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) return null;
    return toJpeg(video, video.videoWidth, video.videoHeight);
  }, []);

  /** Asks for the camera again (after the customer allowed it in the browser). */
  const retry = useCallback(() => {
    setProblem(null);
    setAttempt((n) => n + 1);
  }, []);

  // Not wanted: the camera is off (its tracks were stopped), unless it could never open.
  const shown: CameraState = wanted || state === 'no-camera' ? state : 'off';
  return { state: shown, problem, settled, attachVideo, onPlaying, capture, retry };
}
