import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

const count = new Intl.NumberFormat('pt-BR');

/** 'Mostrando 26–50 de 134 eventos' with previous/next; the total comes from X-Total-Count. */
export function AuditPagination({
  page,
  pageSize,
  total,
  shown,
  busy,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav
      aria-label="Paginação da trilha de acesso"
      className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        Mostrando {count.format(first)}–{count.format(last)} de {count.format(total)}{' '}
        {total === 1 ? 'evento' : 'eventos'}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={busy || page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" /> Anterior
        </Button>
        <span className="text-sm text-slate-700 tabular-nums">
          Página {page + 1} de {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          Próxima <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
