import type { ReactNode } from 'react';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { actionLabel, actorKindLabel, targetLabel } from '../lib/audit-labels';
import { actorName } from './audit-event-table';

/** Everything recorded about one event, including the raw codes an auditor may need to quote. */
export function AuditEventDialog({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  return (
    <Dialog
      open={event != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent title="Detalhes do evento" className="max-w-xl">
        {event ? <EventDetails event={event} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventDetails({ event }: { event: AuditEvent }) {
  const details = event.details ? Object.entries(event.details) : [];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <Item term="Data e hora">{formatDateTime(event.occurred_at)}</Item>
        <Item term="Quem">
          {actorName(event)} ({actorKindLabel(event.actor_kind)}
          {event.actor_id != null ? `, #${event.actor_id}` : ''})
        </Item>
        <Item term="Ação">
          {actionLabel(event.action)} <code className="ml-1 text-xs text-slate-600">{event.action}</code>
        </Item>
        <Item term="Alvo">{targetLabel(event.target_type, event.target_id) || '—'}</Item>
        <Item term="Endereço IP">{event.ip ?? '—'}</Item>
        <Item term="Requisição">
          <span className="font-mono text-xs break-all">{event.request_id ?? '—'}</span>
        </Item>
        <Item term="Nº do evento">{event.id}</Item>
      </dl>
      <div>
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Informações adicionais</h3>
        {details.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma informação adicional.</p>
        ) : (
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {details.map(([key, value]) => (
              <div key={key} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                <dt className="font-mono text-xs text-slate-600">{key}</dt>
                <dd className="font-mono text-xs break-all whitespace-pre-wrap text-slate-900">
                  {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}
