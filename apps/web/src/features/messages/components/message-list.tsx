import { Mail, MailOpen } from '@/components/icons';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { MESSAGE_SENDER, preview } from './message-text';

type MessageListProps = {
  messages: InboxMessage[];
  previewChars: number;
  onOpen: (message: InboxMessage) => void;
};

/** Messages as buttons: unread ones stand out with a dot, bold title and a stated "não lida". */
export function MessageList({ messages, previewChars, onOpen }: MessageListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageRow message={message} previewChars={previewChars} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function MessageRow({
  message,
  previewChars,
  onOpen,
}: {
  message: InboxMessage;
  previewChars: number;
  onOpen: (message: InboxMessage) => void;
}) {
  const Icon = message.is_read ? MailOpen : Mail;
  return (
    <button
      type="button"
      onClick={() => onOpen(message)}
      className={cn(
        'flex w-full gap-3 rounded-lg p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700',
        !message.is_read && 'bg-teal-50/60',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', message.is_read ? 'text-slate-500' : 'text-teal-700')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm text-slate-900', !message.is_read && 'font-semibold')}>
            {message.title}
          </span>
          {!message.is_read ? <span className="sr-only">(não lida)</span> : null}
        </span>
        <span className="block text-xs text-slate-600">
          {MESSAGE_SENDER} · {formatDateTime(message.created_at)}
        </span>
        <span className="mt-1 block text-sm break-words text-slate-700">
          {preview(message.message_text, previewChars)}
        </span>
      </span>
    </button>
  );
}
