import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { actionLabel } from '../lib/audit-labels';

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
const SLOW = { timeout: 8000 };
/** The first test also pays for loading the lazy admin and tab code. */
const FIRST_LOAD = 15_000;

const login: AuditEvent = {
  id: 41,
  occurred_at: '2025-03-07T13:05:00.000Z',
  actor_kind: 'health_department',
  actor_id: 1,
  actor_name: 'Ana Gestora',
  action: 'login.succeeded',
  target_type: 'health_department',
  target_id: null,
  ip: '10.0.0.8',
  request_id: 'req-abc',
  details: null,
};
const denied: AuditEvent = {
  ...login,
  id: 40,
  actor_kind: 'patient',
  actor_id: 9,
  actor_name: null,
  action: 'access.denied',
  target_type: null,
  details: { permission: 'admin:audit', path: '/api/admin/audit-events' },
};
/** A full first page: the login, the denial and 23 more. */
const filler = Array.from({ length: 23 }, (_, i) => ({ ...login, id: 100 + i }));
const BASE = '/api/admin/audit-events';

describe('/admin?aba=audit-trail', () => {
  it(
    'lists events with pt-BR time, who, a Portuguese action and IP; loads more with the total',
    async () => {
      const api = mockApi({
        'GET /api/health-department/me': { status: 200, body: department },
        [`GET ${BASE}?limit=25`]: () =>
          listReply([login, denied, ...filler], { total: 60, next: `${BASE}?limit=25&cursor=abc` }),
        [`GET ${BASE}?limit=25&cursor=abc`]: () =>
          listReply([{ ...denied, id: 7 }], { total: 60, next: `${BASE}?limit=25&cursor=def` }),
      });
      renderRoute('/admin?aba=audit-trail');
      const table = await screen.findByRole('table', {}, SLOW);
      const first = within(table).getAllByRole('row')[1]!;
      // The test runner's zone is not fixed: the hour depends on it, the format does not.
      expect(first.textContent).toMatch(/^07\/03\/2025, \d{2}:05/);
      expect(first.textContent).toContain('Ana Gestora');
      expect(first.textContent).toContain('Secretaria de Saúde');
      expect(first.textContent).toContain('Login realizado');
      expect(first.textContent).toContain('10.0.0.8');
      expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Conta #9');
      expect(screen.getByText('60 eventos')).toBeTruthy();
      expect(screen.getByText('Mostrando 25 de 60')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
      expect(await screen.findByText('Mostrando 26 de 60')).toBeTruthy();
      // The page's rows past the first few are drawn in a background render.
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(27));
      expect(api.callsTo('GET', `${BASE}?limit=25&cursor=abc`)).toHaveLength(1);
    },
    FIRST_LOAD,
  );

  it('filters by category, actor kind, dates and text, each from the newest event', async () => {
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      [`GET ${BASE}?limit=25`]: () => listReply([login], { total: 1 }),
      [`GET ${BASE}?action=login.&limit=25`]: () => listReply([login], { total: 1 }),
      [`GET ${BASE}?action=login.&actor_kind=health_department&limit=25`]: () =>
        listReply([login], { total: 1 }),
      [`GET ${BASE}?action=login.&actor_kind=health_department&from=2025-03-01&limit=25`]: () =>
        listReply([], { total: 0 }),
      [`GET ${BASE}?action=login.&actor_kind=health_department&from=2025-03-01&q=Ana&limit=25`]: () =>
        listReply([login], { total: 1 }),
    });
    renderRoute('/admin?aba=audit-trail');
    await screen.findByRole('table', {}, SLOW);
    fireEvent.change(screen.getByLabelText('Ação'), { target: { value: 'login.' } });
    fireEvent.change(screen.getByLabelText('Tipo de usuário'), { target: { value: 'health_department' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-03-01' } });
    expect(await screen.findByText('Nenhum evento encontrado')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Busca livre'), { target: { value: 'Ana' } });
    expect(await screen.findByText('1 evento')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('q=Ana'))).toBe(true));
  });

  it('does not send a reversed date range and says why', async () => {
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      [`GET ${BASE}?limit=25`]: () => listReply([login], { total: 1 }),
      [`GET ${BASE}?to=2025-03-01&limit=25`]: () => listReply([login], { total: 1 }),
    });
    renderRoute('/admin?aba=audit-trail');
    await screen.findByRole('table', {}, SLOW);
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-03-05' } });
    expect((await screen.findByRole('alert')).textContent).toBe('A data inicial deve ser anterior à final');
    expect(api.calls.some((c) => c.url.includes('from=2025-03-05'))).toBe(false);
  });

  it('opens the details of an event, with the raw code and the recorded details', async () => {
    mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      [`GET ${BASE}?limit=25`]: () => listReply([denied], { total: 1 }),
    });
    renderRoute('/admin?aba=audit-trail');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalhes do evento 40' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do evento' });
    expect(dialog.textContent).toContain('Acesso negado');
    expect(dialog.textContent).toContain('access.denied');
    expect(dialog.textContent).toContain('/api/admin/audit-events');
    expect(dialog.textContent).toContain('req-abc');
  });

  it('says when the trail could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      [`GET ${BASE}?limit=25`]: () =>
        fail ? jsonResponse(500, { error: 'falha' }) : listReply([login], { total: 1 }),
    });
    renderRoute('/admin?aba=audit-trail');
    expect(await screen.findByText('Não foi possível carregar a trilha de acesso.', {}, SLOW)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('actionLabel', () => {
  it('names known codes and the department changes, and keeps unknown codes as they are', () => {
    expect(actionLabel('login.failed')).toBe('Falha de login');
    expect(actionLabel('admin.health_unit.created')).toBe('Cadastro de unidade de saúde');
    expect(actionLabel('admin.public_authority.status_changed')).toBe(
      'Ativação/desativação de órgão público',
    );
    expect(actionLabel('something.new')).toBe('something.new');
  });
});
