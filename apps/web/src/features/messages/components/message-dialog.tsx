import type { InboxMessage } from '@saude/shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { MESSAGE_SENDER } from './message-text';

type MessageDialogProps = { message: InboxMessage | null; onClose: () => void };

/** One message in full. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message ? (
        <DialogContent
          title={message.title}
          description={`De: ${MESSAGE_SENDER} · ${formatDateTime(message.created_at)}`}
        >
          <p className="text-base break-words whitespace-pre-line text-slate-800">{message.message_text}</p>
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">Fechar</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
