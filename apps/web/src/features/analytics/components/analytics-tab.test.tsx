import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { mockApi } from '@/test/mock-api';
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
const SLOW = { timeout: 8000 };
/** The first test also pays for loading the lazy admin and tab code. */
const FIRST_LOAD = 15_000;

function answer(overrides: Partial<AnalyticsAnswer> = {}): AnalyticsAnswer {
  return {
    period: { from: '2025-03-01', to: '2025-03-07', days: 7 },
    appointments_by_status: [
      { status: 'completed', count: 6 },
      { status: 'no_show', count: 2 },
      { status: 'scheduled', count: 4 },
    ],
    appointments_by_unit: [
      { health_unit_id: 1, health_unit_name: 'UBS Centro', count: 9 },
      { health_unit_id: null, health_unit_name: 'Sem unidade', count: 3 },
    ],
    appointments_over_time: [
      { date: '2025-03-02', count: 5 },
      { date: '2025-03-05', count: 7 },
    ],
    slots_freed_by_cancellation: 3,
    no_show_rate: 0.25,
    requests_waiting: {
      count: 3,
      oldest_days: 10,
      average_days: 4.5,
      buckets: [
        { label: '0-2 dias', count: 1 },
        { label: '3-7 dias', count: 1 },
        { label: '8-14 dias', count: 1 },
        { label: '15+ dias', count: 0 },
      ],
    },
    reports_by_type: [{ report_type: 'mosquito', count: 4 }],
    reports_by_status: [{ status: 'pending', count: 4 }],
    reports_by_neighborhood: [{ neighborhood: 'Centro', count: 4 }],
    vaccinations_by_vaccine: [{ vaccine_name: 'Influenza', count: 1768 }],
    prescriptions_over_time: [{ date: '2025-03-07', count: 2 }],
    prescriptions_total: 2,
    diagnoses_by_code: [
      {
        code: 'J069',
        description: 'Infecção aguda das vias aéreas superiores não especificada',
        count: 1203,
      },
      { code: 'I10', description: 'Hipertensão essencial (primária)', count: 40 },
    ],
    ...overrides,
  };
}

describe('/admin?aba=analytics', () => {
  it(
    'shows the no-show rate, summaries for screen readers and every day of the period',
    async () => {
      mockApi({
        'GET /api/health-department/me': { status: 200, body: department },
        'GET /api/admin/analytics?days=30': { status: 200, body: answer() },
      });
      renderRoute('/admin?aba=analytics');
      expect((await screen.findByTestId('taxa-faltas', {}, SLOW)).textContent).toBe('25%');
      expect(screen.getByTestId('total-consultas').textContent).toBe('12');
      expect(screen.getByText('De 01/03/2025 a 07/03/2025 (7 dias)')).toBeTruthy();
      expect(
        screen.getByText('12 consultas: Agendada: 4, Confirmada: 0, Realizada: 6, Cancelada: 0, Faltou: 2.'),
      ).toBeTruthy();
      expect(screen.getByText(/o dia com mais consultas foi 05\/03\/2025, com 7/)).toBeTruthy();
      // Thousands are separated as people read them.
      expect(screen.getByText(/Influenza: 1\.768/)).toBeTruthy();
      // The table alternative lists the quiet days as zero.
      expect(
        screen.getByRole('table', { name: 'Consultas ao longo do tempo' }).querySelectorAll('tbody tr'),
      ).toHaveLength(7);
      expect(
        screen.getByText(/3 solicitações aguardando; a mais antiga há 10 dias, espera média de 4,5 dias/),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Receitas emitidas: 2' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Diagnósticos mais frequentes (CID-10)' })).toBeTruthy();
      expect(
        screen.getByText(
          'J06.9 Infecção aguda das vias aéreas superiores não especificada: 1.203, I10 Hipertensão essencial (primária): 40.',
        ),
      ).toBeTruthy();
    },
    FIRST_LOAD,
  );

  it('asks for the chosen period and says when there is nothing to draw', async () => {
    const api = mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/analytics?days=30': { status: 200, body: answer() },
      'GET /api/admin/analytics?days=90': {
        status: 200,
        body: answer({
          period: { from: '2024-12-08', to: '2025-03-07', days: 90 },
          appointments_by_status: [],
          appointments_by_unit: [],
          appointments_over_time: [],
          no_show_rate: null,
          vaccinations_by_vaccine: [],
          diagnoses_by_code: [],
        }),
      },
    });
    renderRoute('/admin?aba=analytics');
    await screen.findByTestId('taxa-faltas', {}, SLOW);
    fireEvent.click(screen.getByLabelText('90 dias'));
    await waitFor(() => expect(screen.getByTestId('taxa-faltas').textContent).toBe('—'));
    expect(api.callsTo('GET', '/api/admin/analytics?days=90')).toHaveLength(1);
    expect(screen.getByText('Nenhuma consulta realizada ou falta no período')).toBeTruthy();
    expect(screen.getAllByText('Sem dados no período').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Nenhum diagnóstico codificado no período')).toBeTruthy();
  });

  it("shows the server's error in Portuguese with a retry", async () => {
    mockApi({
      'GET /api/health-department/me': { status: 200, body: department },
      'GET /api/admin/analytics?days=30': { status: 403, body: { error: 'Acesso negado' } },
    });
    renderRoute('/admin?aba=analytics');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Não foi possível carregar os indicadores');
    expect(alert.textContent).toContain('Acesso negado');
    expect(screen.getByRole('button', { name: /Tentar Novamente/ })).toBeTruthy();
  });
});
