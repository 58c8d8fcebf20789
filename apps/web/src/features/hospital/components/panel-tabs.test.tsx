import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listReply, mockApi } from '@/test/mock-api';
import { PanelTabs } from './panel-tabs';

function Address() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

describe('PanelTabs', () => {
  it('opens a tab chosen before its code was asked for at once, on its loading state, then its list', async () => {
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
    const doctors = await screen.findByRole('tab', { name: 'Médicos' });
    // No pointer over the row first: the tab's code is asked for by the choice itself.
    fireEvent.mouseDown(doctors);
    expect(doctors.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('endereço').textContent).toBe('?aba=medicos');
    expect(screen.getByRole('tabpanel').textContent).toContain('Carregando...');
    expect(await screen.findByText('Nenhum médico cadastrado')).toBeTruthy();
  });
});
