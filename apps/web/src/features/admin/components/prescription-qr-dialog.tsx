import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';
import { Dialog, DialogContent } from '@/components/ui/dialog';

type Props = { value: string | null; onOpenChange: (open: boolean) => void };

/** The prescription's QR (error correction M, 256 px, ARCHITECTURE); a render failure shows nothing. */
export function PrescriptionQrDialog({ value, onOpenChange }: Props) {
  return (
    <Dialog open={value !== null} onOpenChange={onOpenChange}>
      <DialogContent title="QR Code da Receita" className="max-w-sm">
        {value ? <QrCanvas value={value} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function QrCanvas({ value }: { value: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, value, { errorCorrectionLevel: 'M', width: 256 }).catch(() => {
      // Spec 02 section 8: a QR render failure is not shown.
    });
  }, [value]);
  return (
    <div className="flex flex-col items-center gap-2">
      <canvas ref={canvas} role="img" aria-label="QR code da receita" className="size-64" />
      <p className="max-w-full text-center text-xs break-all text-slate-600">{value}</p>
    </div>
  );
}
