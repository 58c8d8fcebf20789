import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';

/** The drawn size in CSS pixels (spec 01 section 9: a 256 px code). */
const SIZE = 256;

/**
 * The canvas holds SIZE times the screen's pixel ratio in real pixels, so each module of the code is
 * a whole number of device pixels: sharp on a 2x or 3x phone screen, where a 256-pixel bitmap
 * stretched to fit is blurred at the edges a camera needs.
 */
function pixelsFor(ratio: number) {
  return Math.round(SIZE * Math.max(1, Math.min(ratio || 1, 4)));
}

/** Draws 'QR Code Error' on the canvas itself, as the spec asks (section 8). */
function drawError(canvas: HTMLCanvasElement, pixels: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  canvas.width = pixels;
  canvas.height = pixels;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, pixels, pixels);
  ctx.fillStyle = '#b91c1c';
  ctx.font = `${Math.round((16 * pixels) / SIZE)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.fillText('QR Code Error', pixels / 2, pixels / 2);
}

type PrescriptionQrCanvasProps = {
  text: string | null;
  label: string;
  /** The patient's view says 'QR Code Error' (spec 01 section 8); the department's shows nothing (spec 02). */
  showError?: boolean;
};

/** The prescription's QR code: error correction M, drawn 256 px wide (spec 01 section 9). */
export function PrescriptionQrCanvas({ text, label, showError = true }: PrescriptionQrCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const pixels = pixelsFor(window.devicePixelRatio);
    const fail = () =>
      showError
        ? drawError(canvas, pixels)
        : canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    if (!text) {
      fail();
      return;
    }
    QRCode.toCanvas(canvas, text, { errorCorrectionLevel: 'M', width: pixels, margin: 2 })
      .then(() => {
        // qrcode sizes the element to the bitmap; it is shown at SIZE CSS pixels.
        canvas.style.width = `${SIZE}px`;
        canvas.style.height = `${SIZE}px`;
      })
      .catch(fail);
  }, [text, showError]);
  return (
    <canvas
      ref={ref}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      style={{ width: SIZE, height: SIZE }}
      className="mx-auto rounded-lg border border-slate-200 bg-white"
    />
  );
}
