import { SENDER_NAME } from '@saude/shared/domain/constants';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';

/** One of the secretariat's messages, whole (the inbox shows its first 100 characters). */
export function AuthorityMessageDialog({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={message.title} description={`De: ${SENDER_NAME}`}>
        <div className="space-y-3">
          <p className="text-xs text-slate-600">{formatDateTime(message.created_at)}</p>
          <p className="break-words whitespace-pre-wrap text-slate-900">{message.message_text}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
