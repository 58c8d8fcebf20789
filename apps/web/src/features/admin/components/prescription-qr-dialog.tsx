import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PrescriptionQrCanvas, qrCodeText } from '@/features/prescriptions';

type Props = { value: string | null; onOpenChange: (open: boolean) => void };

/**
 * The prescription's QR as the patient's screen draws it: the validation link a phone camera opens
 * (decision 020), crisp at the screen's pixel ratio. A render failure shows nothing (spec 02 section 8).
 */
export function PrescriptionQrDialog({ value, onOpenChange }: Props) {
  const text = value ? qrCodeText(value) : null;
  return (
    <Dialog open={value !== null} onOpenChange={onOpenChange}>
      <DialogContent title="QR Code da Receita" className="max-w-sm">
        {value ? (
          <div className="flex flex-col items-center gap-2">
            <PrescriptionQrCanvas text={text} label="QR code da receita" showError={false} />
            <p className="max-w-full text-center text-xs break-all text-slate-600">{text}</p>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
