import { Eye } from '@/components/icons';
import { SYSTEM_ACTOR_KIND, type AuditEvent } from '@saude/shared/schemas/audit';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { actionLabel, actionTone, actorKindLabel, targetLabel } from '../lib/audit-labels';

const HEADERS = ['Quando', 'Quem', 'Ação', 'Alvo', 'IP', 'Detalhes'];
const cell = 'px-3 py-2.5 align-top text-slate-800';

/** One row per event; the table scrolls sideways on phones rather than squeezing the columns. */
export function AuditEventTable({
  events,
  onOpen,
}: {
  events: AuditEvent[];
  onOpen: (e: AuditEvent) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Eventos da trilha de acesso, do mais recente ao mais antigo</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {events.map((event) => (
            <tr key={event.id}>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {formatDateTime(event.occurred_at)}
              </td>
              <td className={cell}>
                <span className="block font-medium text-slate-900">{actorName(event)}</span>
                <span className="block text-xs text-slate-600">{actorKindLabel(event.actor_kind)}</span>
              </td>
              <td className={cell}>
                <Badge tone={actionTone(event.action)}>{actionLabel(event.action)}</Badge>
              </td>
              <td className={cell}>{targetLabel(event.target_type, event.target_id) || '—'}</td>
              <td className={`${cell} font-mono text-xs`}>{event.ip ?? '—'}</td>
              <td className={cell}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Ver detalhes do evento ${event.id}`}
                  onClick={() => onOpen(event)}
                >
                  <Eye className="size-4" aria-hidden="true" /> Ver
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The account's name; an event without one (a failed login, a deleted account) says so. */
export function actorName(event: AuditEvent): string {
  if (event.actor_name) return event.actor_name;
  if (event.actor_kind === SYSTEM_ACTOR_KIND) return 'Sistema';
  if (event.actor_id != null) return `Conta #${event.actor_id}`;
  return 'Não identificado';
}
