import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { HospitalRequestItem, HospitalRequestList } from '@saude/shared/schemas/hospital';
import { mockApi } from '@/test/mock-api';
import { APPROVED_MESSAGE, REJECTED_MESSAGE, RequestsTab } from './requests-tab';

const pending: HospitalRequestItem = {
  id: 11,
  patient_id: 4,
  patient_name: 'Ana Beatriz Souza',
  specialty: 'Clínico Geral',
  appointment_type: 'exam',
  health_unit_id: 1,
  health_unit_name: 'UBS Centro',
  requested_date: '2025-03-07',
  notes: 'Ultrassonografia',
  status: 'pending',
  approved_date: null,
  approved_time: null,
  doctor_name: null,
  appointment_id: null,
  created_at: '2025-03-07T10:00:00Z',
};
const approved: HospitalRequestItem = {
  ...pending,
  status: 'approved',
  approved_date: '2030-01-02',
  approved_time: '09:30',
  doctor_name: 'Dr. Ricardo',
};
const list = (items: HospitalRequestItem[], counts = { pending: 1, approved: 0, rejected: 0, total: 1 }) => ({
  status: 200,
  body: { items, counts } satisfies HospitalRequestList,
});

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequestsTab />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequestsTab', () => {
  it('approves with date, time and doctor, then shows the approved list', async () => {
    const api = mockApi({
      'GET /api/hospital/appointment-requests?status=pending': list([pending]),
      'GET /api/hospital/appointment-requests?status=approved': list([approved], {
        pending: 0,
        approved: 1,
        rejected: 0,
        total: 1,
      }),
      'GET /api/hospital/doctor-options?specialty=Cl%C3%ADnico%20Geral': {
        status: 200,
        body: [{ id: 'staff:3', name: 'Dr. Ricardo', specialty: 'Clínico Geral', crm: null, kind: 'staff' }],
      },
      'POST /api/hospital/appointment-requests/11/approve': { status: 200, body: approved },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    expect(within(item).getByText('Exame')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Aprovar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Aprovar solicitação' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar aprovação' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Data da consulta'), { target: { value: '2030-01-02' } });
    fireEvent.change(within(dialog).getByLabelText('Horário'), { target: { value: '09:30' } });
    expect(confirm).toHaveProperty('disabled', true);
    await within(dialog).findByRole('option', { name: 'Dr. Ricardo' });
    fireEvent.change(within(dialog).getByLabelText('Médico responsável'), { target: { value: 'staff:3' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);

    expect(await screen.findByText(APPROVED_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/appointment-requests/11/approve')[0]!.body).toEqual({
      appointment_date: '2030-01-02',
      appointment_time: '09:30',
      assigned_doctor_id: 'staff:3',
    });
    expect(await screen.findByText('Consulta agendada')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Aprovadas/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before rejecting and moves to the rejected filter', async () => {
    mockApi({
      'GET /api/hospital/appointment-requests?status=pending': list([pending]),
      'GET /api/hospital/appointment-requests?status=rejected': list([{ ...pending, status: 'rejected' }]),
      'POST /api/hospital/appointment-requests/11/reject': {
        status: 200,
        body: { ...pending, status: 'rejected' },
      },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rejeitar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja rejeitar esta solicitação?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(REJECTED_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('Solicitação rejeitada')).toBeTruthy();
  });

  it('shows the per-filter empty text and the rejection error', async () => {
    mockApi({
      'GET /api/hospital/appointment-requests?status=pending': list([pending]),
      'POST /api/hospital/appointment-requests/11/reject': { status: 409, body: { error: 'Já respondida' } },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rejeitar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Erro ao rejeitar solicitação')).toBeTruthy();
  });

  it('shows the empty text of the filter', async () => {
    mockApi({
      'GET /api/hospital/appointment-requests?status=pending': list([], {
        pending: 0,
        approved: 0,
        rejected: 0,
        total: 0,
      }),
    });
    renderTab();
    await waitFor(() => expect(screen.getByText('Nenhuma solicitação pendente')).toBeTruthy());
  });
});
