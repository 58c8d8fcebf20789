import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@saude/shared/schemas/admin';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const department = {
  user: {
    id: 1,
    username: 'admin',
    full_name: 'Ana Gestora',
    is_active: true,
    created_at: '',
    updated_at: '',
  },
};
const stats: AdminStats = {
  counts: {
    staff: 12,
    patients: 340,
    health_units: 5,
    reports: 9,
    pending_requests: 0,
    appointments_today: 0,
    prescriptions: 0,
    provisional_patients: 0,
  },
  reports_by_status: { pending: 4, investigating: 3, resolved: 2 },
  reports_by_neighborhood: [{ neighborhood: 'Centro', count: 5 }],
};
const point = {
  id: 7,
  title: 'Foco',
  report_type: 'mosquito',
  status: 'pending',
  latitude: -23.5,
  longitude: -46.6,
};
const unit = { id: 3, name: 'UBS Centro', address: 'Rua A, 1', is_active: true };
/** The admin panel's code is fetched on first visit (lazy route): the first find waits longer. */
const SLOW = { timeout: 8000 };

describe('/admin', () => {
  it('greets by full name and shows the overview counts', async () => {
    mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/report-points': { status: 200, body: { points: [point] } },
    });
    renderRoute('/admin');
    expect(await screen.findByText('Ana Gestora', { selector: 'span' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('340')).toBeTruthy();
    expect(await screen.findByText('Relatórios por status', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    // The map's points come in an answer of their own, and its line says how many.
    expect(await screen.findByText('1 relatório com localização.')).toBeTruthy();
  });

  it("says when the map's points did not come, and asks again on request", async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/report-points': () =>
        fail
          ? jsonResponse(503, { error: 'x' })
          : jsonResponse(200, { points: [point, { ...point, id: 8 }] }),
    });
    renderRoute('/admin');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, SLOW);
    expect(screen.getByText('Não foi possível carregar o mapa.')).toBeTruthy();
    // The overview's figures are there all the same.
    expect(screen.getByText('340')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('2 relatórios com localização.')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar o mapa.')).toBeNull();
    expect(api.callsTo('GET', '/api/admin/report-points').length).toBeGreaterThanOrEqual(2);
  });

  it('registers staff: the button waits for type, name, unit and a 6+ password; CPF goes as digits', async () => {
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/staff': () => listReply([]),
      'GET /api/admin/health-units?limit=100': () => listReply([unit]),
      'POST /api/staff/register': () => jsonResponse(409, { error: 'CPF já cadastrado' }),
    });
    renderRoute('/admin?aba=staff');
    fireEvent.click(await screen.findByRole('button', { name: /Cadastrar Funcionário/ }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Cadastrar' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Nome completo'), { target: { value: 'Carla Souza' } });
    fireEvent.change(within(dialog).getByLabelText('CPF'), { target: { value: '52998224725' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('CPF').value).toBe('529.982.247-25');
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: '12345' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: '123456' } });
    // A doctor works at a unit (decision 063): the button waits for it too.
    expect(submit).toHaveProperty('disabled', true);
    await within(dialog).findByRole('option', { name: 'UBS Centro' });
    fireEvent.change(within(dialog).getByLabelText('Unidade de saúde'), { target: { value: '3' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('CPF já cadastrado');
    expect(api.callsTo('POST', '/api/staff/register')[0]?.body).toMatchObject({
      full_name: 'Carla Souza',
      user_type: 'doctor',
      cpf: '52998224725',
      health_unit_id: 3,
      password: '123456',
    });
  });

  it('wipes only after the second confirmation with CONFIRMAR and the password', async () => {
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/stats': { status: 200, body: stats },
      'DELETE /api/admin/users/all': { status: 200, body: { success: true, deleted: {} } },
    });
    renderRoute('/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir todos os dados' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, continuar' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir definitivamente' });
    fireEvent.change(within(dialog).getByLabelText('Digite CONFIRMAR'), { target: { value: 'confirmar' } });
    fireEvent.change(within(dialog).getByLabelText('Sua senha'), { target: { value: 'segredo' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Digite CONFIRMAR'), { target: { value: 'CONFIRMAR' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/admin/users/all')[0]?.body).toEqual({
        confirmation: 'CONFIRMAR',
        password: 'segredo',
      }),
    );
    expect(await screen.findByText('Todos os dados foram excluídos com sucesso.')).toBeTruthy();
  });

  it('asks before deactivating, sends the opposite is_active and shows the fallback error', async () => {
    const patient = { id: 4, full_name: 'Rui Lima', cpf: '52998224725', is_active: true, phone: null };
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/patients': () => listReply([patient]),
      'PATCH /api/admin/patients/4/status': { status: 500 },
    });
    renderRoute('/admin?aba=patients');
    fireEvent.click(await screen.findByRole('switch', { name: 'Desativar Rui Lima' }, SLOW));
    const ask = await screen.findByRole('alertdialog', { name: 'Desativar conta' });
    expect(ask.textContent).toContain('A conta não poderá entrar no sistema até ser reativada.');
    expect(api.callsTo('PATCH', '/api/admin/patients/4/status')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Desativar' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/patients/4/status')[0]?.body).toEqual({ is_active: false }),
    );
    expect(await screen.findByText('Erro ao atualizar status')).toBeTruthy();
  });
});
