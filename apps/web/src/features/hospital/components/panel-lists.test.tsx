import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HospitalDoctor, HospitalPatient, HospitalPrescription } from '@saude/shared/schemas/hospital';
import { hospitalStaffMemberFixture } from '@/test/fixtures';
import { mockApi, listReply } from '@/test/mock-api';
import { PrescriptionsTab } from './clinical-tabs';
import { DoctorsTab } from './doctors-tab';
import { PatientsTab } from './patients-tab';
import { StaffTab } from './staff-tab';

function renderTab(tab: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{tab}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const prescription = (id: number, patient_name: string): HospitalPrescription => ({
  id,
  patient_name,
  doctor_name: 'Dr. Ricardo',
  prescription_date: '2025-03-07',
  prescription_text: 'Dipirona 500 mg',
  is_valid: true,
  qr_code: null,
});

describe('hospital panel lists', () => {
  it('shows the prescriptions newest first with their total, and loads the next page', async () => {
    mockApi({
      'GET /api/hospital/prescriptions': () =>
        listReply([prescription(9, 'Ana Souza')], {
          total: 12,
          next: '/api/hospital/prescriptions?cursor=p2',
        }),
      'GET /api/hospital/prescriptions?cursor=p2': () =>
        listReply([prescription(8, 'Bruno Lima')], { total: 12 }),
    });
    renderTab(<PrescriptionsTab />);
    const list = await screen.findByRole('list', { name: 'Receitas' });
    expect(within(list).getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('12 receitas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByText('Bruno Lima')).toBeTruthy();
  });

  it('asks for the prescriptions of the patient named once the typing settles, and says when there are none', async () => {
    mockApi({
      'GET /api/hospital/prescriptions': () =>
        listReply([prescription(9, 'Ana Souza'), prescription(8, 'João Lima')]),
      'GET /api/hospital/prescriptions?q=joao': () => listReply([prescription(8, 'João Lima')]),
      'GET /api/hospital/prescriptions?q=ninguem': () => listReply([]),
    });
    renderTab(<PrescriptionsTab />);
    const list = await screen.findByRole('list', { name: 'Receitas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Buscar pelo nome do paciente'), { target: { value: ' joao ' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Receitas' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByText('João Lima')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar pelo nome do paciente'), { target: { value: 'ninguem' } });
    expect(await screen.findByText('Nenhuma receita de paciente com “ninguem”')).toBeTruthy();
  });

  it('says a failed load failed, with a way to try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/hospital/prescriptions': () =>
        fail ? { status: 500, body: { error: 'Erro interno' } } : listReply([prescription(9, 'Ana Souza')]),
    });
    renderTab(<PrescriptionsTab />);
    expect(await screen.findByText('Não foi possível carregar as receitas.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
  });

  it("lists the unit's doctors and team", async () => {
    const doctor: HospitalDoctor = {
      id: 1,
      doctor_name: 'Dra. Helena',
      specialty: 'Pediatra',
      crm: '139512',
      crm_uf: 'SP',
      cbo: '225124',
      phone: null,
      email: null,
      schedule_notes: null,
      is_active: true,
      created_at: '2025-03-07T10:00:00Z',
    };
    const member = hospitalStaffMemberFixture;
    mockApi({
      'GET /api/hospital/doctors': () => listReply([doctor]),
      'GET /api/hospital/staff': () => listReply([member]),
    });
    renderTab(
      <>
        <DoctorsTab />
        <StaffTab />
      </>,
    );
    expect(await screen.findByText('Dra. Helena')).toBeTruthy();
    expect(screen.getByText('1 médico')).toBeTruthy();
    // The CRM once, number and UF.
    expect(screen.getByText('139512/SP')).toBeTruthy();
    expect(await screen.findByText('Camila Recepção')).toBeTruthy();
    expect(screen.getByText('1 funcionário')).toBeTruthy();
  });

  it('searches patients from 3 characters of a name or a whole CPF, and says when to narrow the search', async () => {
    const ana = { id: 4, full_name: 'Ana Beatriz Souza', cpf: null, sus_card: null } as HospitalPatient;
    mockApi({
      'GET /api/hospital/patients/search?q=Ana': () => listReply([ana]),
      'GET /api/hospital/patients/search?q=Zzz': () => listReply([]),
      'GET /api/hospital/patients/search?q=52998224725': () => listReply([ana]),
      'GET /api/hospital/patients/search?q=Sil': () => listReply([ana], { total: 1234 }),
    });
    renderTab(<PatientsTab />);
    const hint = 'Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo';
    expect(screen.getByText(hint)).toBeTruthy();
    const box = screen.getByLabelText('Nome, CPF ou cartão SUS');
    fireEvent.change(box, { target: { value: 'Ana' } });
    expect(await screen.findByRole('button', { name: 'Ver Detalhes de Ana Beatriz Souza' })).toBeTruthy();
    expect(screen.getByText('1 paciente encontrado')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Zzz' } });
    expect(await screen.findByText('Nenhum paciente encontrado')).toBeTruthy();
    // Part of a CPF names nobody: nothing is asked; the whole CPF is.
    fireEvent.change(box, { target: { value: '529.982' } });
    expect(await screen.findByText(hint)).toBeTruthy();
    fireEvent.change(box, { target: { value: '52998224725' } });
    expect(await screen.findByRole('button', { name: 'Ver Detalhes de Ana Beatriz Souza' })).toBeTruthy();
    // One page of many: the search must be narrowed.
    fireEvent.change(box, { target: { value: 'Sil' } });
    expect(
      await screen.findByText(
        'Mostrando 1 de 1.234 — refine a busca (sobrenome, CPF ou cartão SUS) para ver os demais',
      ),
    ).toBeTruthy();
  });
});
