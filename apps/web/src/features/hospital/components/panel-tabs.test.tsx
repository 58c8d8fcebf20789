import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listReply, mockApi } from '@/test/mock-api';
import { PanelTabs } from './panel-tabs';

/** Every text the page showed, in order: a fallback drawn for an instant is caught too. */
function recordTexts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

function Address() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

// The test runner compiles a module at its first import, which takes longer than a download here:
// compiled ahead, the tab's own import (not made yet) then resolves as fast as a cached chunk.
beforeAll(async () => {
  await import('./doctors-tab');
});

let recorder: ReturnType<typeof recordTexts> | null = null;
afterEach(() => recorder?.stop());

describe('PanelTabs', () => {
  it("opens a tab whose code is on its way when the code arrives, without the panel's fallback", async () => {
    mockApi({
      'GET /api/hospital/appointment-requests?status=pending': () => listReply([]),
      'GET /api/hospital/appointment-requests/counts': {
        status: 200,
        body: { pending: 0, approved: 0, rejected: 0, total: 0 },
      },
      'GET /api/hospital/cancellations': () => listReply([]),
      'GET /api/hospital/doctors': () => listReply([]),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/hospital-panel']}>
          <Routes>
            <Route
              path="/hospital-panel"
              element={
                <>
                  <PanelTabs />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('tab', { name: 'Médicos' });
    recorder = recordTexts();
    // Chosen before its code was asked for (no pointer over the row first).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Médicos' }));
    expect(await screen.findByText('Nenhum médico cadastrado')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Médicos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('endereço').textContent).toBe('?aba=medicos');
    expect(recorder.seen.some((text) => text.includes('Carregando...'))).toBe(false);
  });
});
