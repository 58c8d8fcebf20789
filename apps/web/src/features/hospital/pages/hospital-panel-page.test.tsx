import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HospitalUser } from '@saude/shared/schemas/auth';
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

describe('/hospital-panel', () => {
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
