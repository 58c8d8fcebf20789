import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { NetworkFailureGate } from './network-failure-gate';

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('application error screen', () => {
  it('replaces the app after an unhandled network failure, once the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const health = mockApi({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(
      <NetworkFailureGate>
        <p>conteúdo</p>
      </NetworkFailureGate>,
    );
    rejectUnhandled(new TypeError('x is not a function'));
    expect(screen.getByText('conteúdo')).toBeTruthy();

    rejectUnhandled(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('heading', { name: 'Erro na Aplicação' })).toBeTruthy();
    expect(screen.getByText('Problema de conexão. Verifique sua internet e tente novamente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeTruthy();
    expect(screen.queryByText('conteúdo')).toBeNull();
    expect(health.calls.map((c) => c.url)).toEqual(['/api/health']);
  });

  it('keeps the app when the connectivity check reaches the server (a passing blip)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({ 'GET /api/health': { status: 200, body: { status: 'ok' } } });
    render(
      <NetworkFailureGate>
        <p>conteúdo</p>
      </NetworkFailureGate>,
    );
    rejectUnhandled(new TypeError('Failed to fetch'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByText('conteúdo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Erro na Aplicação' })).toBeNull();
  });

  it('gives the check 3 seconds, then says the connection is gone', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const api = mockApi({});
      // A server that never answers: only the check's own time-out ends the wait.
      api.fetchMock.mockImplementation(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('timeout', 'TimeoutError')),
            ),
          ),
      );
      render(
        <NetworkFailureGate>
          <p>conteúdo</p>
        </NetworkFailureGate>,
      );
      rejectUnhandled(new TypeError('Failed to fetch'));
      await act(async () => vi.advanceTimersByTime(2_900));
      expect(screen.getByText('conteúdo')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.getByRole('heading', { name: 'Erro na Aplicação' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
