import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppToaster } from '@/components/ui/app-toaster';
import { describe, expect, it } from 'vitest';
import type { HospitalExam, HospitalPatient, HospitalVaccination } from '@saude/shared/schemas/hospital';
import { mockApi, listReply } from '@/test/mock-api';
import { ExamsTab } from './exams-tab';
import { PatientsTab } from './patients-tab';
import { VaccinationsTab } from './vaccinations-tab';

const ana: HospitalPatient = {
  id: 4,
  full_name: 'Ana Beatriz Souza',
  cpf: '52998224725',
  sus_card: '898001160660001',
  phone: null,
  birth_date: '1990-05-01',
  blood_type: 'O+',
  allergies: null,
  gender: 'feminino',
  emergency_contact_name: null,
  emergency_contact_phone: null,
  profile_photo_url: null,
  is_active: true,
  created_at: '2025-01-01T10:00:00Z',
};
const exam: HospitalExam = {
  id: 21,
  exam_type: 'Hemograma completo',
  patient_name: ana.full_name,
  doctor_name: null,
  exam_date: '2025-03-07',
  result: 'Sem alterações',
  reference_values: null,
  observations: null,
  is_normal: true,
  file_url: null,
  approval_status: 'pending',
  created_at: '2025-03-07T10:00:00Z',
};
const vaccine: HospitalVaccination = {
  id: 31,
  vaccine_code: '14',
  vaccine_name: 'Febre amarela',
  patient_name: ana.full_name,
  vaccine_date: '2025-03-07',
  dose_code: '9',
  dose_number: null,
  administered_by: 'UBS Centro',
  batch_number: 'L123',
  manufacturer: 'Bio-Manguinhos/Fiocruz',
  next_dose_date: null,
  notes: null,
};
const search = { 'GET /api/hospital/patients/search?q=Ana': () => listReply([ana]) };

/** The Exames tab's lists and counters: every filter, over the exams `current` gives. */
function examLists(current: () => HospitalExam[]) {
  const routes: Record<string, () => Response> = {};
  for (const status of ['pending', 'approved', 'rejected', null] as const) {
    const path = status ? `/api/hospital/exams?status=${status}` : '/api/hospital/exams';
    const rows = () => current().filter((e) => !status || e.approval_status === status);
    routes[`GET ${path}`] = () => listReply(rows());
    routes[`GET ${path}${status ? '&' : '?'}limit=1`] = () =>
      listReply(rows().slice(0, 1), { total: rows().length });
  }
  return routes;
}

function renderTab(tab: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {tab}
        <AppToaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choosePatient(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Paciente' }), {
    target: { value: 'Ana' },
  });
  fireEvent.click(await within(dialog).findByRole('button', { name: /Ana Beatriz Souza/ }));
  expect(within(dialog).getByRole('button', { name: 'Trocar paciente' })).toBeTruthy();
}

describe('hospital Exames tab', () => {
  it('registers an exam for a patient found by the unit search, then approves it', async () => {
    let exams: HospitalExam[] = [];
    const api = mockApi({
      ...search,
      ...examLists(() => exams),
      'POST /api/health/exams': () => {
        exams = [exam];
        return { status: 201, body: exam };
      },
      'POST /api/hospital/exams/21/approve': () => {
        exams = [{ ...exam, approval_status: 'approved' }];
        return { status: 200, body: { success: true, id: 21, approval_status: 'approved' } };
      },
    });
    renderTab(<ExamsTab />);
    // The tab opens on the queue: pending exams, with each filter's count.
    expect(await screen.findByText('Nenhum exame encontrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pendentes/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('button', { name: /^Pendentes\s*\(0\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar Exame' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Exame' });

    // The shared rules of the schema apply before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Exame' }));
    expect(await within(dialog).findByText('Selecione um paciente')).toBeTruthy();
    expect(within(dialog).getByText('Tipo de exame é obrigatório')).toBeTruthy();
    expect(api.callsTo('POST', '/api/health/exams')).toHaveLength(0);

    await choosePatient(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Tipo de exame/), {
      target: { value: 'Hemograma completo' },
    });
    // The error leaves once the field is edited; the patient's left once one is chosen.
    expect(within(dialog).queryByText('Tipo de exame é obrigatório')).toBeNull();
    expect(within(dialog).queryByText('Selecione um paciente')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Data do exame/), { target: { value: '2025-03-07' } });
    fireEvent.change(within(dialog).getByLabelText('Situação do resultado'), { target: { value: 'true' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Exame' }));

    expect(await screen.findByText('Exame registrado com sucesso!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/health/exams')[0]!.body).toMatchObject({
      patient_id: 4,
      exam_type: 'Hemograma completo',
      exam_date: '2025-03-07',
      is_normal: true,
    });
    const item = (await screen.findByText('Hemograma completo')).closest('li')!;
    expect(within(item).getByText('Aguardando aprovação')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Pendentes\s*\(1\)$/ })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /^Aprovar exame/ }));
    // It leaves the queue and the counts follow.
    expect(await screen.findByText('Exame aprovado.')).toBeTruthy();
    expect(await screen.findByText('Nenhum exame encontrado')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Aprovados\s*\(1\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Aprovados/ }));
    const approved = (await screen.findByText('Hemograma completo')).closest('li')!;
    expect(within(approved).getByText('Aprovado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprovar exame/ })).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/hospital/exams?status=approved')).toBe(true);
  });

  it('says what approving means, and asks before approving an exam with no result', async () => {
    let exams: HospitalExam[] = [{ ...exam, result: null }];
    const api = mockApi({
      ...examLists(() => exams),
      'POST /api/hospital/exams/21/approve': () => {
        exams = [{ ...exam, result: null, approval_status: 'approved' }];
        return { status: 200, body: { success: true, id: 21, approval_status: 'approved' } };
      },
    });
    renderTab(<ExamsTab />);
    expect(screen.getByText(/Aprovar libera o exame e o resultado para o paciente/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^Aprovar exame/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aprovar exame sem resultado?' });
    expect(api.callsTo('POST', '/api/hospital/exams/21/approve')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', '/api/hospital/exams/21/approve')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Aprovar exame/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aprovar sem resultado' }),
    );
    expect(await screen.findByText('Exame aprovado.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/exams/21/approve')).toHaveLength(1);
  });

  it('asks before rejecting an exam, naming it, and sends one decision for a double tap', async () => {
    let exams: HospitalExam[] = [exam, { ...exam, id: 22 }];
    const api = mockApi({
      ...examLists(() => exams),
      'POST /api/hospital/exams/21/reject': () => {
        exams = exams.filter((e) => e.id !== 21);
        return { status: 200, body: { success: true, id: 21, approval_status: 'rejected' } };
      },
      'POST /api/hospital/exams/22/approve': () => {
        exams = exams.filter((e) => e.id !== 22);
        return { status: 200, body: { success: true, id: 22, approval_status: 'approved' } };
      },
    });
    renderTab(<ExamsTab />);
    const [first] = await screen.findAllByRole('button', { name: /^Rejeitar exame/ });
    fireEvent.click(first!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Rejeitar exame?' });
    expect(confirm.textContent).toContain(
      `O exame ${exam.exam_type} de ${exam.patient_name} fica só com a unidade`,
    );
    expect(api.callsTo('POST', '/api/hospital/exams/21/reject')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rejeitar exame' }));
    expect(await screen.findByText('Exame rejeitado.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/exams/21/reject')).toHaveLength(1);

    // A result on it, approving asks nothing; a double tap sends it once.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Aprovar exame/ })).toHaveLength(1));
    const approve = screen.getByRole('button', { name: /^Aprovar exame/ });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(await screen.findByText('Exame aprovado.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/exams/22/approve')).toHaveLength(1);
    expect(screen.queryByText('Erro ao aprovar exame')).toBeNull();
  });

  it('shows the server error in the dialog', async () => {
    mockApi({
      ...search,
      ...examLists(() => []),
      'POST /api/health/exams': { status: 404, body: { error: 'Paciente não encontrado' } },
    });
    renderTab(<ExamsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar Exame' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Exame' });
    await choosePatient(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Tipo de exame/), { target: { value: 'Glicemia' } });
    fireEvent.change(within(dialog).getByLabelText(/Data do exame/), { target: { value: '2025-03-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Exame' }));
    expect(await within(dialog).findByText('Paciente não encontrado')).toBeTruthy();
  });
});

describe('hospital Vacinas tab', () => {
  it('registers a vaccination and lists it', async () => {
    let vaccinations: HospitalVaccination[] = [];
    const api = mockApi({
      ...search,
      'GET /api/hospital/vaccinations': () => listReply(vaccinations),
      'POST /api/health/vaccinations': () => {
        vaccinations = [vaccine];
        return { status: 201, body: vaccine };
      },
    });
    renderTab(<VaccinationsTab />);
    expect(await screen.findByText('Nenhuma vacina registrada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar Vacina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Vacina' });
    await choosePatient(dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Vacina/), { target: { value: '14' } });
    fireEvent.change(within(dialog).getByLabelText(/Data da vacinação/), { target: { value: '2025-03-07' } });
    fireEvent.change(within(dialog).getByLabelText('Dose'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Lote'), { target: { value: 'L123' } });
    fireEvent.change(within(dialog).getByLabelText('Fabricante'), {
      target: { value: 'Bio-Manguinhos/Fiocruz' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));

    expect(await screen.findByText('Vacina registrada com sucesso!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/health/vaccinations')[0]!.body).toMatchObject({
      patient_id: 4,
      vaccine_code: '14',
      vaccine_name: 'Febre amarela',
      vaccine_date: '2025-03-07',
      dose_code: '9',
      batch_number: 'L123',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
    });
    const list = await screen.findByRole('list', { name: 'Vacinas' });
    expect(within(list).getByText('Febre amarela')).toBeTruthy();
    expect(within(list).getByText('Dose única')).toBeTruthy();
    expect(within(list).getByText('L123')).toBeTruthy();
    expect(within(list).getByText('Bio-Manguinhos/Fiocruz')).toBeTruthy();
  });
});

describe('hospital patient details', () => {
  it('registers a vaccination for the patient whose details are open, without a new search', async () => {
    const api = mockApi({
      ...search,
      'POST /api/health/vaccinations': { status: 201, body: vaccine },
    });
    renderTab(<PatientsTab />);
    fireEvent.change(screen.getByLabelText('Nome, CPF ou cartão SUS'), { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Detalhes de Ana Beatriz Souza' }));
    const details = await screen.findByRole('dialog', { name: 'Detalhes do paciente' });
    fireEvent.click(within(details).getByRole('button', { name: 'Registrar Vacina' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registrar Vacina' });
    expect(within(dialog).getByText('Ana Beatriz Souza')).toBeTruthy();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    // A vaccine the calendar lacks is typed.
    fireEvent.change(within(dialog).getByLabelText(/^Vacina/), { target: { value: 'outra' } });
    fireEvent.change(within(dialog).getByLabelText('Nome da vacina'), { target: { value: 'Febre tifoide' } });
    fireEvent.change(within(dialog).getByLabelText(/Data da vacinação/), { target: { value: '2025-03-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/health/vaccinations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/health/vaccinations')[0]!.body).toMatchObject({
      patient_id: 4,
      vaccine_code: null,
      vaccine_name: 'Febre tifoide',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar Vacina' })).toBeNull());
  });
});
