import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The spec's confirmation question, read out as the dialog's description. */
  question: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
};

/** A second press this soon after the first is the same tap (a double tap), not a new decision. */
const SAME_TAP_MS = 400;

/**
 * An accessible stand-in for window.confirm(): focus is trapped, Escape cancels, and the question
 * is announced with the dialog (window.confirm blocks the page and cannot be styled or tested).
 * A double tap on the confirming button confirms once: the second press comes before `busy` has
 * disabled it, and its answer ("Médico não encontrado", already removed) would show an error over
 * the first press's success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  const pressedAt = useRef(0);
  useEffect(() => {
    pressedAt.current = 0;
  }, [open]);
  const confirm = () => {
    const now = Date.now();
    if (now - pressedAt.current < SAME_TAP_MS) return;
    pressedAt.current = now;
    onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={question} role="alertdialog">
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="danger" disabled={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
