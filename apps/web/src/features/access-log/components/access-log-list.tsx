import { Building2, Eye, ShieldCheck } from '@/components/icons';
import type { AccessLogEntry } from '@saude/shared/schemas/access-log';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format-date';
import { useAccessLog } from '../api/use-access-log';

/** The reads of the patient's health data by others, newest first, page by page. */
export function AccessLogList() {
  const list = useAccessLog();
  return (
    <PagedList
      list={list}
      loadingLabel="Carregando acessos..."
      errorText="Não foi possível carregar os acessos aos seus dados."
      totalText={(count, total) => `${count} ${total === 1 ? 'acesso' : 'acessos'}`}
      empty={
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-800">
            <ShieldCheck className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-4 font-semibold text-slate-900">Ninguém acessou seus dados de saúde ainda</p>
          <p className="mt-1 max-w-md text-sm text-slate-700">
            Quando um profissional, uma unidade de saúde, uma farmácia ou a Secretaria de Saúde consultar seus
            dados, o acesso aparecerá aqui.
          </p>
        </Card>
      }
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((entry) => (
            <li key={entry.id}>
              <AccessLogItem entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function AccessLogItem({ entry }: { entry: AccessLogEntry }) {
  const when = formatDateTime(entry.occurred_at);
  const who = entry.actor_name ?? 'Conta removida';
  return (
    <Card className="p-4">
      <article aria-label={`${entry.what}, ${when}`} className="flex gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-50 text-sky-800">
          <Eye className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <h3 className="font-semibold text-slate-900">{entry.what}</h3>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.occurred_at}>{when}</time>
            </p>
          </div>
          <p className="text-sm break-words text-slate-800">
            <span className="font-medium">{who}</span>
            <span className="text-slate-600"> · {entry.actor_role}</span>
          </p>
          {entry.actor_unit ? (
            <p className="flex items-center gap-1.5 text-sm break-words text-slate-700">
              <Building2 className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
              {entry.actor_unit}
            </p>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
