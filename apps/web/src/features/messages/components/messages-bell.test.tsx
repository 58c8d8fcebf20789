import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listReply, mockApi } from '@/test/mock-api';
import { MessagesBell } from './messages-bell';

const UNREAD = '/api/messages/inbox?unread=1&limit=1';
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

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
    render(
      <QueryClientProvider client={queryClient}>
        <MessagesBell />
      </QueryClientProvider>,
    );
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
});
