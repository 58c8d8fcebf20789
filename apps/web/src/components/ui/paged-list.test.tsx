import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';
import { PagedList } from './paged-list';

const list = (over: Partial<PagedListState<string>>): PagedListState<string> => ({
  items: ['Ana', 'Bruno'],
  total: 2,
  exact: true,
  isPending: false,
  isError: false,
  error: null,
  loadMoreFailed: false,
  hasMore: false,
  isLoadingMore: false,
  loadMore: () => undefined,
  retry: () => undefined,
  ...over,
});

function Names({ state }: { state: PagedListState<string> }) {
  return (
    <PagedList list={state} loadingLabel="Carregando nomes..." empty="Nenhum nome">
      {(items) => (
        <ul aria-label="Nomes">
          {items.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('PagedList states', () => {
  it('names its state: loading, rows, empty', () => {
    const { container, rerender } = render(<Names state={list({ isPending: true })} />);
    expect(container.querySelector('[data-paged-list]')?.getAttribute('data-paged-list')).toBe('loading');
    rerender(<Names state={list({})} />);
    expect(screen.getByRole('list', { name: 'Nomes' })).toBeTruthy();
    expect(container.querySelector('[data-paged-list]')?.getAttribute('data-paged-list')).toBe('rows');
    rerender(<Names state={list({ items: [], total: 0 })} />);
    expect(container.querySelector('[data-paged-list="empty"]')?.textContent).toBe('Nenhum nome');
  });

  it("marks the previous search's rows, kept while the new one loads, as stale and busy", () => {
    const { container, rerender } = render(<Names state={list({ isStale: true })} />);
    const rows = container.querySelector('[data-paged-list="rows"]');
    expect(rows?.hasAttribute('data-paged-list-stale')).toBe(true);
    expect(rows?.getAttribute('aria-busy')).toBe('true');
    rerender(<Names state={list({ isStale: false })} />);
    const fresh = container.querySelector('[data-paged-list="rows"]');
    expect(fresh?.hasAttribute('data-paged-list-stale')).toBe(false);
    expect(fresh?.hasAttribute('aria-busy')).toBe(false);
  });
});
