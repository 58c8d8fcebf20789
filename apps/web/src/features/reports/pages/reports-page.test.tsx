import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const session = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };

const report = (id: number, title: string) => ({
  id,
  report_type: 'trash',
  title,
  description: null,
  photo_url: null,
  latitude: -23.5,
  longitude: -46.6,
  address: null,
  neighborhood: null,
  status: 'pending',
  created_at: '2025-03-07T12:00:00Z',
  updated_at: '2025-03-07T12:00:00Z',
});

describe('/reports', () => {
  it("counts 'Meus Relatórios' on the server, filters in the database and pages with 'Carregar mais'", async () => {
    const api = mockApi({
      ...session,
      'GET /api/reports/my': () =>
        listReply([report(3, 'Lixo na praça')], { total: 23, next: '/api/reports/my?cursor=c1' }),
      'GET /api/reports/my?cursor=c1': () => listReply([report(2, 'Entulho')], { total: 23 }),
      'GET /api/reports/my?type=trash&status=resolved': () => listReply([], { total: 0 }),
    });
    renderRoute('/reports');
    expect(
      await screen.findByRole('heading', { name: 'Meus Relatórios (23)' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Lixo na praça')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Entulho')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'trash' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    expect(await screen.findByText('Nenhum relatório com estes filtros')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meus Relatórios (0)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fazer Primeiro Relatório' })).toBeNull();
    expect(api.callsTo('GET', '/api/reports/my?type=trash&status=resolved')).toHaveLength(1);
  }, 15_000);

  it("offers 'Fazer Primeiro Relatório' to a patient with no report", async () => {
    mockApi({ ...session, 'GET /api/reports/my': () => listReply([], { total: 0 }) });
    renderRoute('/reports');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Fazer Primeiro Relatório' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Título/)).toBeTruthy();
  }, 15_000);
});
