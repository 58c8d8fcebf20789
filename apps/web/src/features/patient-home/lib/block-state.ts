import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@/lib/api-list';

/** Where one of the home's blocks stands: loading, failed (with what failed), empty or shown. */
export type BlockState = {
  loading: boolean;
  /** 'Não foi possível carregar as receitas.' when the load failed. */
  error: string | null;
  onRetry: () => void;
  empty: string | null;
};

/** A block's state from its query; `what` names the list in the error ('as receitas'). */
export function blockState<T>(query: UseQueryResult<ListPage<T>>, what: string, empty: string): BlockState {
  return {
    loading: query.isPending,
    error: query.isError ? `Não foi possível carregar ${what}.` : null,
    onRetry: () => void query.refetch(),
    empty: query.data && query.data.items.length === 0 ? empty : null,
  };
}
