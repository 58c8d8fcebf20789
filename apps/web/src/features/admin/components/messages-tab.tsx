import { useState } from 'react';
import { Send } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format-date';
import { useSentMessages } from '../api/use-admin-messages';
import { EmptyState, TabHeader } from './admin-ui';
import { NewMessageDialog } from './new-message-dialog';

/** Admin previews are cut at 150 characters (spec 02 section 9). */
export const ADMIN_PREVIEW_CHARS = 150;

export function preview(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function MessagesTab({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const sent = useSentMessages();
  return (
    <section className="space-y-4" aria-label="Sistema de Mensagens">
      <TabHeader title="Sistema de Mensagens">
        <Button onClick={() => setOpen(true)}>
          <Send className="size-4" aria-hidden="true" /> Nova Mensagem
        </Button>
      </TabHeader>
      <h3 className="text-sm font-semibold text-slate-700">Mensagens enviadas</h3>
      <PagedList
        list={sent}
        loadingLabel="Carregando mensagens..."
        errorText="Não foi possível carregar as mensagens enviadas."
        totalText={(count, total) => `${count} ${total === 1 ? 'mensagem enviada' : 'mensagens enviadas'}`}
        empty={<EmptyState text="Nenhuma mensagem enviada" />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Mensagens enviadas">
            {items.map((m) => (
              <li key={m.id}>
                <Card className="space-y-1 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h4 className="font-semibold text-slate-900">{m.title}</h4>
                    <span className="text-xs text-slate-600">{formatDateTime(m.created_at)}</span>
                  </div>
                  <p className="text-sm text-slate-700">Para: {m.recipient_name}</p>
                  <p className="text-sm break-words text-slate-800">
                    {preview(m.message_text, ADMIN_PREVIEW_CHARS)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <NewMessageDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
