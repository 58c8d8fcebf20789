import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, listReply, mockApi } from '@/test/mock-api';
import { MessagesBell } from './messages-bell';

const UNREAD = '/api/messages/inbox?unread=1&limit=1';
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const renderBell = (queryClient: QueryClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MessagesBell />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('messages bell', () => {
  it('asks for its counter once and again only when the messages are refreshed (the update poll does it)', async () => {
    let unread = 3;
    const api = mockApi({ [`GET ${UNREAD}`]: () => listReply([], { total: unread }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    renderBell(queryClient);
    await tick(0);
    expect(screen.getByRole('button', { name: 'Mensagens, 3 não lidas' })).toBeTruthy();

    // Minutes go by: the bell itself asks nothing (an open app makes one call every 30 s, the poll).
    await tick(120_000);
    expect(api.callsTo('GET', UNREAD)).toHaveLength(1);

    unread = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: ['messages'] }));
    await tick(0);
    expect(api.callsTo('GET', UNREAD)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mensagens, 2 não lidas' })).toBeTruthy();
  });

  it('says the count is loading until it is known, then how many are unread, one in the singular', async () => {
    const answer = deferred<void>();
    let unread = 1;
    mockApi({ [`GET ${UNREAD}`]: () => answer.promise.then(() => listReply([], { total: unread })) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderBell(queryClient);
    await tick(0);
    // Not 'none' before the server has counted: that would be a wrong answer, not a slow one.
    expect(screen.getByRole('button', { name: 'Mensagens, carregando' })).toBeTruthy();
    expect(screen.queryByTestId('messages-badge')).toBeNull();

    answer.resolve();
    await tick(0);
    expect(screen.getByRole('button', { name: 'Mensagens, 1 não lida' })).toBeTruthy();
    expect(screen.getByTestId('messages-badge').textContent).toBe('1');

    unread = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: ['messages'] }));
    await tick(0);
    expect(screen.getByRole('button', { name: 'Mensagens, nenhuma não lida' })).toBeTruthy();
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });

  it('says no count when the counter could not be read, rather than loading for ever', async () => {
    mockApi({ [`GET ${UNREAD}`]: { status: 500, body: { error: 'Erro interno' } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderBell(queryClient);
    await tick(0);
    expect(screen.getByRole('button', { name: 'Mensagens' })).toBeTruthy();
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });
});
