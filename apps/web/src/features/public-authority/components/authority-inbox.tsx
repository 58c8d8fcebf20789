import { Suspense, useState } from 'react';
import { lazyDialog, preloadOnIntent } from '@/lib/preloadable-lazy';
import { Mail, MailOpen } from '@/components/icons';
import { SENDER_NAME } from '@saude/shared/domain/constants';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { unreadPhrase, useInbox, useMarkMessageRead } from '@/features/messages';

// The dialog's code (and its library) is fetched when a message is first opened, not with the panel.
const AuthorityMessageDialog = lazyDialog(() =>
  import('./authority-message-dialog').then((m) => m.AuthorityMessageDialog),
);
const OPEN_INTENT = preloadOnIntent([AuthorityMessageDialog]);

/** The authority inbox previews are cut at 100 characters (spec 02 section 9). */
const PREVIEW_CHARS = 100;
const cut = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text);

/** The secretariat's messages; `unread` is the server's count of unread ones (polled by the panel). */
export function AuthorityInbox({ unread }: { unread: number }) {
  const inbox = useInbox();
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const markRead = useMarkMessageRead();

  function open(message: InboxMessage) {
    setOpened(message);
    if (!message.is_read) markRead.mutate(message.id);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Mensagens da Secretaria</CardTitle>
        <Badge
          tone={unread > 0 ? 'warning' : 'neutral'}
          aria-live="polite"
          className="shrink-0 whitespace-nowrap"
        >
          {unreadPhrase(unread)}
        </Badge>
      </CardHeader>
      <CardContent>
        <div className="max-h-72 overflow-y-auto pr-1">
          <PagedList
            list={inbox}
            loadingLabel="Carregando mensagens..."
            errorText="Não foi possível carregar as mensagens."
            empty={<p className="text-sm text-slate-600">Nenhuma mensagem recebida.</p>}
          >
            {(messages) => (
              <ul className="space-y-2" {...OPEN_INTENT}>
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
                            <span className={cn('text-slate-900', !m.is_read && 'font-semibold')}>
                              {m.title}
                            </span>
                            <span className="text-xs text-slate-600">{formatDateTime(m.created_at)}</span>
                          </span>
                          <span className="block text-xs text-slate-600">{SENDER_NAME}</span>
                          <span className="block text-sm break-words text-slate-700">
                            {cut(m.message_text)}
                          </span>
                          {!m.is_read ? <span className="sr-only">(não lida)</span> : null}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </PagedList>
        </div>
      </CardContent>
      <Suspense fallback={null}>
        {opened ? <AuthorityMessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
      </Suspense>
    </Card>
  );
}
