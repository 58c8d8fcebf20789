import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';

const SIZE = 256;

/** Draws 'QR Code Error' on the canvas itself, as the spec asks (section 8). */
function drawError(canvas: HTMLCanvasElement) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  canvas.width = SIZE;
  canvas.height = SIZE;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = '#b91c1c';
  ctx.font = '16px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText('QR Code Error', SIZE / 2, SIZE / 2);
}

/** The prescription's QR code: error correction M on a 256 px canvas (spec 01 section 9). */
export function PrescriptionQrCanvas({ text, label }: { text: string | null; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    if (!text) {
      drawError(canvas);
      return;
    }
    QRCode.toCanvas(canvas, text, { errorCorrectionLevel: 'M', width: SIZE, margin: 2 }).catch(() =>
      drawError(canvas),
    );
  }, [text]);
  return (
    <canvas
      ref={ref}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      className="mx-auto size-64 rounded-lg border border-slate-200 bg-white"
    />
  );
}
