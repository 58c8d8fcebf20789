import { useCallback, useEffect, useRef, useState } from 'react';

export const CAMERA_ERROR_MESSAGE =
  'Erro ao acessar a câmera. Verifique se você deu permissão para usar a câmera.';

export type CameraStatus = 'idle' | 'starting' | 'ready' | 'error';

export interface UseCameraOptions {
  facingMode?: 'user' | 'environment';
  width?: number;
  height?: number;
}

export interface CaptureOptions {
  /** Longest side of the resulting image, in pixels. Omitted keeps the frame size. */
  maxSide?: number;
  /** JPEG quality between 0 and 1. */
  quality?: number;
}

export interface UseCameraResult {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  error: string | null;
  start(): Promise<void>;
  stop(): void;
  capture(options?: CaptureOptions): string | null;
}

/**
 * Owns one camera stream bound to a <video> element. The stream is always
 * released on stop() and on unmount so the device light never stays on after
 * a dialog closes.
 */
export function useCamera(options: UseCameraOptions = {}): UseCameraResult {
  const { facingMode = 'user', width = 640, height = 480 } = options;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Bumped on every start/stop so a slow getUserMedia that resolves after
  // stop() (or a newer start()) releases its stream instead of attaching it.
  const requestRef = useRef(0);
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const releaseStream = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    requestRef.current += 1;
    releaseStream();
    setStatus('idle');
  }, [releaseStream]);

  const start = useCallback(async () => {
    const request = ++requestRef.current;
    releaseStream();
    setError(null);
    setStatus('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia unsupported');
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode, width: { ideal: width }, height: { ideal: height } },
        audio: false,
      });
      if (request !== requestRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        // Autoplay policies may reject play(); the muted inline video still
        // shows frames in every browser we support, so the rejection is ignored.
        await video.play().catch(() => undefined);
      }
      if (request === requestRef.current) setStatus('ready');
    } catch {
      if (request !== requestRef.current) return;
      releaseStream();
      setError(CAMERA_ERROR_MESSAGE);
      setStatus('error');
    }
  }, [facingMode, width, height, releaseStream]);

  const capture = useCallback((captureOptions: CaptureOptions = {}) => {
    const { maxSide, quality = 0.8 } = captureOptions;
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) return null;
    const longest = Math.max(video.videoWidth, video.videoHeight);
    const scale = maxSide && longest > maxSide ? maxSide / longest : 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', quality);
  }, []);

  useEffect(
    () => () => {
      requestRef.current += 1;
      releaseStream();
    },
    [releaseStream],
  );

  return { videoRef, status, error, start, stop, capture };
}
