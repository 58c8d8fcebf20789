import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code drawn as vector paths (error correction M): sharp at any size, on a phone screen as on
 * paper, where a bitmap would be resampled by the printer. Null text or a text too long to encode
 * draws nothing; the caller says why.
 */
export function QrSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const drawing = useMemo(() => {
    try {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      const size = modules.size;
      let d = '';
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
      }
      return { size, d };
    } catch {
      return null;
    }
  }, [text]);
  if (!drawing) return null;
  // A quiet zone of 4 modules on each side, as readers expect.
  const view = drawing.size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${view} ${view}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-4} y={-4} width={view} height={view} fill="#fff" />
      <path d={drawing.d} fill="#000" />
    </svg>
  );
}
