import { useState } from 'react';
import { Mail, MailOpen } from 'lucide-react';
import { SENDER_NAME } from '@saude/shared/domain/constants';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { useMarkMessageRead } from '../api/use-authority-inbox';

/** The authority inbox previews are cut at 100 characters (spec 02 section 9). */
const PREVIEW_CHARS = 100;
const cut = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text);

export function AuthorityInbox({ messages, loading }: { messages: InboxMessage[]; loading: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const markRead = useMarkMessageRead();
  const unread = messages.filter((m) => !m.is_read).length;
  const opened = messages.find((m) => m.id === openId) ?? null;

  function open(message: InboxMessage) {
    setOpenId(message.id);
    if (!message.is_read) markRead.mutate(message.id);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Mensagens da Secretaria</CardTitle>
        <Badge tone={unread > 0 ? 'warning' : 'neutral'} aria-live="polite">
          {unread === 1 ? '1 não lida' : `${unread} não lidas`}
        </Badge>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p role="status" className="text-sm text-slate-600">
            Carregando...
          </p>
        ) : messages.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma mensagem recebida.</p>
        ) : (
          <ul className="max-h-72 space-y-2 overflow-y-auto">
            {messages.map((m) => {
              const Icon = m.is_read ? MailOpen : Mail;
              return (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => open(m)}
                    className={cn(
                      'flex w-full items-start gap-3 rounded-xl border p-3 text-left hover:bg-slate-50',
                      'focus-visible:outline-2 focus-visible:outline-teal-700',
                      m.is_read ? 'border-slate-200' : 'border-amber-300 bg-amber-50/60',
                    )}
                  >
                    <Icon className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className={cn('text-slate-900', !m.is_read && 'font-semibold')}>{m.title}</span>
                        <span className="text-xs text-slate-600">{formatDateTime(m.created_at)}</span>
                      </span>
                      <span className="block text-xs text-slate-600">{SENDER_NAME}</span>
                      <span className="block text-sm break-words text-slate-700">{cut(m.message_text)}</span>
                      {!m.is_read ? <span className="sr-only">(não lida)</span> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <Dialog open={opened !== null} onOpenChange={(o) => !o && setOpenId(null)}>
        <DialogContent title={opened?.title ?? ''} description={`De: ${SENDER_NAME}`}>
          {opened ? (
            <div className="space-y-3">
              <p className="text-xs text-slate-600">{formatDateTime(opened.created_at)}</p>
              <p className="break-words whitespace-pre-wrap text-slate-900">{opened.message_text}</p>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
