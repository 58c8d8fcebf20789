import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { hospitalStaffMemberFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const user: HospitalUser = {
  id: 1,
  username: 'ubs',
  administrator_name: 'Carlos',
  health_unit_id: 1,
  health_unit_name: 'UBS Centro',
  email: null,
  phone: null,
  is_active: true,
};

const panelSession = {
  'GET /api/hospital/me': { status: 200, body: { user } },
  'GET /api/hospital/appointment-requests/counts': {
    status: 200,
    body: { pending: 0, approved: 0, rejected: 0, total: 0 },
  },
};

describe('/hospital-panel', () => {
  it('opens the tab its address names, without the queue, and keeps the chosen tab there', async () => {
    const api = mockApi({
      ...panelSession,
      'GET /api/hospital/staff': () => listReply([hospitalStaffMemberFixture]),
      'GET /api/hospital/appointment-requests?status=pending': () => listReply([]),
      'GET /api/hospital/cancellations': () => listReply([]),
    });
    const { router } = renderRoute('/hospital-panel?aba=equipe');
    expect(await screen.findByText('Camila Recepção', undefined, { timeout: 12_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Equipe/ }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('GET', '/api/hospital/appointment-requests?status=pending')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('tab', { name: /Solicitações/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Equipe/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=equipe'));
    expect(await screen.findByText('Camila Recepção')).toBeTruthy();
  }, 15_000);

  it('gives a code to whoever forgot the password from the panel header (decision 017)', async () => {
    mockApi({
      'GET /api/hospital/me': { status: 200, body: { user } },
      // The panel opens on the pending requests.
      'GET /api/hospital/appointment-requests?status=pending': () => listReply([]),
      'GET /api/hospital/appointment-requests/counts': {
        status: 200,
        body: { pending: 0, approved: 0, rejected: 0, total: 0 },
      },
      // Under the queue, the appointments patients cancelled.
      'GET /api/hospital/cancellations': () => listReply([]),
    });
    renderRoute('/hospital-panel');
    fireEvent.click(await screen.findByRole('button', { name: 'Redefinir senha de acesso' }));
    expect(await screen.findByRole('dialog', { name: 'Redefinir senha' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Funcionário' })).toBeTruthy();
  });
});
