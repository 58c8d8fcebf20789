import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { ApiError } from '@/lib/api-client';
import { formatCount, totalLabel } from '@/lib/api-list';
import { CONNECTION_PROBLEM } from '@/lib/connectivity';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';
import { cn } from '@/lib/cn';

type PagedListProps<T> = {
  list: PagedListState<T>;
  /** Announced while the first page loads: 'Carregando receitas...'. */
  loadingLabel: string;
  /** What the list shows with no rows (the spec's empty texts). */
  empty: ReactNode;
  /** The total in words, from the formatted count: (n) => `${n} pendentes`. Omit to show none. */
  totalText?: (count: string, total: number) => string;
  /** Shown when the first page fails: 'Não foi possível carregar as receitas.' */
  errorText?: string;
  /** The rows, usually a <ul> or a table. */
  children: (items: T[]) => ReactNode;
  className?: string;
};

/**
 * A list read page by page: loading, error (with "Tentar novamente"), empty, the rows, the total, and
 * "Carregar mais" while the server has more. The button is a real button, so keyboards and screen
 * readers reach every row; "Mostrando N de M" is a polite status, read out as pages arrive.
 */
export function PagedList<T>({
  list,
  loadingLabel,
  empty,
  totalText,
  errorText = 'Não foi possível carregar a lista.',
  children,
  className,
}: PagedListProps<T>) {
  const shownId = useId();
  const rows = useRowsInSteps(list.items);
  // data-paged-list names the state for the benchmarks, which time the first rows of every list.
  if (list.isOffline) {
    // A spinner would turn for as long as the connection stays away.
    return (
      <Alert tone="warning" title={CONNECTION_PROBLEM} data-paged-list="offline">
        <p>Esta lista ainda não foi aberta neste aparelho. Ela aparece assim que a conexão voltar.</p>
      </Alert>
    );
  }
  if (list.isPending) {
    return (
      <div
        role="status"
        data-paged-list="loading"
        className="flex items-center justify-center gap-3 p-8 text-slate-700"
      >
        <Spinner className="text-teal-700" />
        <span>{loadingLabel}</span>
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert tone="error" title={errorText} data-paged-list="error">
        <p>{reasonOf(list.error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={list.retry}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (list.items.length === 0) return <div data-paged-list="empty">{empty}</div>;

  const count = totalLabel(list);
  // A total that a local change made smaller than what is shown is not worth printing, nor one the
  // count's cap left below the rows paged past it ("Mostrando 1.050 de 1.050+", not "de 1.000+").
  const total = Math.max(list.total, list.items.length);
  // A search of the whole register answers one page only (decision 027): more matches than shown, and
  // no next page, means the search must be narrowed.
  const narrow = !list.hasMore && list.total > list.items.length;
  return (
    <div
      data-paged-list="rows"
      // The previous search's rows, kept while the new one loads: marked apart for the benchmarks.
      data-paged-list-stale={list.isStale ? '' : undefined}
      aria-busy={list.isStale || undefined}
      className={cn('space-y-3', className)}
    >
      {totalText ? (
        <p className="text-sm font-medium text-slate-700">{totalText(count, list.total)}</p>
      ) : null}
      {children(rows)}
      <div className="flex flex-col items-center gap-2 pt-1">
        <p id={shownId} role="status" className="text-xs text-slate-600">
          {list.hasMore
            ? `Mostrando ${formatCount(list.items.length)} de ${list.exact ? formatCount(total) : `${formatCount(total)}+`}`
            : narrow
              ? `Mostrando ${formatCount(list.items.length)} de ${count} — refine a busca (sobrenome, CPF ou cartão SUS) para ver os demais`
              : `${formatCount(list.items.length)} ${list.items.length === 1 ? 'item' : 'itens'} — fim da lista`}
        </p>
        {list.loadMoreFailed ? (
          <p role="alert" className="text-sm text-red-800">
            Não foi possível carregar mais itens. Tente novamente.
          </p>
        ) : null}
        {list.hasMore ? (
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={list.loadMore}
            // Not `disabled`: a disabled button drops the keyboard focus to the page's start.
            aria-disabled={list.isLoadingMore}
            aria-describedby={shownId}
          >
            {list.isLoadingMore ? <Spinner className="size-4" /> : null}
            {list.isLoadingMore ? 'Carregando...' : 'Carregar mais'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A page's first rows are drawn with the screen, the rest of it a few rows at a time in background
 * renders just after: a cheap phone paints what fits on its screen sooner, and its main thread is
 * never held for a whole page of rows at once (some 9 ms a row, and their layout, at a quarter of a
 * laptop's speed). Once all are shown, later pages ("Carregar mais") and new searches are drawn whole.
 */
export const FIRST_ROWS = 12;
function useRowsInSteps<T>(items: T[]): T[] {
  const [shown, setShown] = useState(FIRST_ROWS);
  const more = shown < items.length;
  useEffect(() => {
    if (!more) return;
    const next = shown + FIRST_ROWS;
    startTransition(() => setShown(next >= items.length ? Infinity : next));
  }, [more, shown, items.length]);
  return more ? items.slice(0, shown) : items;
}

/** The server's own words for a refused request (a filter it does not accept); else the connection. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return 'Verifique sua conexão e tente novamente.';
}
