import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { messageEndpoints } from '@saude/shared/contract/messages';
import { usePagedList, type PagedList as PagedListState } from '@/lib/use-paged-list';
import { listReply, mockApi } from '@/test/mock-api';
import { FIRST_ROWS, PagedList } from './paged-list';

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

  it('never says fewer in all than it shows, once paging passes an uncounted total', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Pessoa ${i}`);
    const { rerender } = render(
      <Names state={list({ items: names(50), total: 1000, exact: false, hasMore: true })} />,
    );
    expect(screen.getByText('Mostrando 50 de 1.000+')).toBeTruthy();
    rerender(<Names state={list({ items: names(1050), total: 1000, exact: false, hasMore: true })} />);
    expect(screen.getByText('Mostrando 1.050 de 1.050+')).toBeTruthy();
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

  it("draws a page's first rows with the screen and the rest of it right after, a few rows at a time", async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Pessoa ${i + 1}`);
    const drawn: number[] = [];
    const Counted = ({ state }: { state: PagedListState<string> }) => (
      <PagedList list={state} loadingLabel="Carregando nomes..." empty="Nenhum nome">
        {(items) => {
          drawn.push(items.length);
          return (
            <ul aria-label="Nomes">
              {items.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          );
        }}
      </PagedList>
    );
    const { rerender } = render(<Counted state={list({ isPending: true })} />);
    rerender(<Counted state={list({ items: names, total: 30 })} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    // Each step adds FIRST_ROWS rows (a render may be drawn twice, as a transition can restart).
    expect([...new Set(drawn)]).toEqual([FIRST_ROWS, 2 * FIRST_ROWS, 30]);
    // The status counts the page, not the rows drawn so far.
    expect(screen.getByText('30 itens — fim da lista')).toBeTruthy();
    // Drawn whole from then on: a next page is drawn at once.
    drawn.length = 0;
    rerender(<Counted state={list({ items: [...names, 'Pessoa 31'], total: 31 })} />);
    expect(drawn).toEqual([31]);
  });
});

describe('PagedList offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  function Inbox() {
    const state = usePagedList({ queryKey: ['inbox-test'], endpoint: messageEndpoints.inbox, query: {} });
    return (
      <PagedList list={state} loadingLabel="Carregando mensagens..." empty="Nenhuma mensagem">
        {(items) => (
          <ul aria-label="Mensagens">
            {items.map((m) => (
              <li key={m.id}>{m.title}</li>
            ))}
          </ul>
        )}
      </PagedList>
    );
  }

  it('says the connection is missing instead of loading for ever, and loads once it returns', async () => {
    const api = mockApi({
      'GET /api/messages/inbox': () =>
        listReply([{ id: 1, title: 'Campanha de vacinação', message: 'Venha', is_read: false }]),
    });
    onlineManager.setOnline(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <Inbox />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Problema de conexão. Verifique sua internet e tente novamente.'),
    ).toBeTruthy();
    expect(container.querySelector('[data-paged-list]')?.getAttribute('data-paged-list')).toBe('offline');
    expect(api.calls).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Campanha de vacinação')).toBeTruthy();
    expect(api.callsTo('GET', '/api/messages/inbox')).toHaveLength(1);
  });
});
