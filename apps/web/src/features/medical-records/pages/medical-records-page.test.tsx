import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientFixture, usersMeFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { medicalRecordKeys } from '../api/medical-record-keys';
import { prefetchMedicalRecords } from '../api/prefetch-medical-records';

const patientSession = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const longResult = 'Hemoglobina 13,5 g/dL; leucócitos 7.200/mm³; plaquetas 250.000/mm³; '.repeat(3);

const clinical = {
  'GET /api/medical-records': {
    status: 200,
    body: [
      {
        id: 1,
        patient_name: 'Maria da Silva',
        doctor_name: 'Dr. João Pereira',
        record_date: '2025-03-07',
        diagnosis: 'Gripe',
        diagnoses: [
          { code: 'J110', description: 'Influenza [gripe] com pneumonia, devida a vírus não identificado' },
        ],
        treatment: 'Repouso',
        observations: null,
      },
    ],
  },
  'GET /api/health/vaccinations': {
    status: 200,
    body: [
      {
        id: 2,
        vaccine_code: '9',
        vaccine_name: 'Hepatite B',
        vaccine_date: '2025-01-10',
        dose_code: '2',
        dose_number: 2,
        administered_by: 'Enf. Carla',
        next_dose_date: '2025-07-10',
        batch_number: 'HB-77',
        manufacturer: 'Instituto Butantan',
        notes: null,
        patient_name: 'Maria da Silva',
      },
    ],
  },
  'GET /api/health/exams': {
    status: 200,
    body: [
      {
        id: 3,
        exam_type: 'Hemograma',
        exam_date: '2025-02-01',
        result: longResult,
        reference_values: 'Hb 12-16 g/dL',
        observations: null,
        is_normal: false,
        patient_name: 'Maria da Silva',
        created_at: '2025-02-01T10:00:00Z',
        file_url: null,
        doctor_name: null,
        approval_status: 'approved',
      },
    ],
  },
};

describe('/medical-records', () => {
  it('shows records, vaccinations and exams to the patient, with the confidentiality note', async () => {
    mockApi({ ...patientSession, ...clinical });
    renderRoute('/medical-records');
    const record = await screen.findByRole(
      'article',
      { name: 'Consulta de 07/03/2025' },
      { timeout: 12_000 },
    );
    expect(record.textContent).toContain('Médico: Dr. João Pereira');
    expect(record.textContent).toContain('Gripe');
    expect(record.textContent).toContain(
      'J11.0 Influenza [gripe] com pneumonia, devida a vírus não identificado',
    );
    expect(screen.getByText('1 consulta')).toBeTruthy();
    expect(screen.getByText(/Estas informações são confidenciais/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar Vacina' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Vacinas' }));
    const vaccine = await screen.findByRole('article', { name: 'Hepatite B' });
    for (const text of ['10/01/2025', '2ª dose', 'Enf. Carla', '10/07/2025', 'HB-77', 'Instituto Butantan']) {
      expect(vaccine.textContent).toContain(text);
    }

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Exames' }));
    const exam = await screen.findByRole('article', { name: 'Hemograma' });
    expect(within(exam).getByText('Atenção')).toBeTruthy();
    expect(within(exam).getByText(`${Array.from(longResult).slice(0, 100).join('')}...`)).toBeTruthy();
    expect(exam.textContent).toContain('Hb 12-16 g/dL');
  }, 15_000);

  it('opens the tab its address names, asks only for that list, and keeps the chosen tab there', async () => {
    const api = mockApi({ ...patientSession, ...clinical });
    const { router, queryClient } = renderRoute('/medical-records?aba=exames');
    expect(await screen.findByRole('article', { name: 'Hemograma' }, { timeout: 12_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Exames' }).getAttribute('aria-selected')).toBe('true');
    // The other tabs are reads of health data not asked for (each goes to the patient's access log).
    expect(api.callsTo('GET', '/api/medical-records')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/health/vaccinations')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Vacinas' }));
    expect(await screen.findByRole('article', { name: 'Hepatite B' })).toBeTruthy();
    expect(router.state.location.search).toBe('?aba=vacinas');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Consultas' }));
    expect(await screen.findByRole('article', { name: 'Consulta de 07/03/2025' })).toBeTruthy();
    expect(router.state.location.search).toBe('');

    // The boot's prefetch for the same address asks for the same list, under the key the tab reads.
    queryClient.clear();
    const before = api.callsTo('GET', '/api/health/vaccinations').length;
    await prefetchMedicalRecords(queryClient, new URLSearchParams('aba=vacinas'));
    expect(api.callsTo('GET', '/api/health/vaccinations')).toHaveLength(before + 1);
    const cached = queryClient.getQueryCache().findAll({ queryKey: medicalRecordKeys.vaccinations });
    expect(cached.map((q) => q.state.status)).toEqual(['success']);
  }, 15_000);

  it('lets a doctor register a vaccination for a searched patient', async () => {
    const api = mockApi({
      'GET /api/users/me': { status: 200, body: usersMeFixture() },
      ...clinical,
      'GET /api/patients/search?q=Maria': {
        status: 200,
        body: [{ id: 7, full_name: 'Maria da Silva', cpf: null, sus_card: '700501234567806' }],
      },
      'POST /api/health/vaccinations': {
        status: 201,
        body: clinical['GET /api/health/vaccinations'].body[0],
      },
    });
    renderRoute('/medical-records');
    const record = await screen.findByRole(
      'article',
      { name: 'Consulta de 07/03/2025' },
      { timeout: 12_000 },
    );
    // A doctor reads records of many patients: each names its patient.
    expect(record.textContent).toContain('Paciente: Maria da Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar Vacina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar Vacina' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    expect(await within(dialog).findByText('Selecione um paciente')).toBeTruthy();
    expect(within(dialog).getByText('Escolha a vacina')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Paciente'), { target: { value: 'Maria' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Maria da Silva/ }));
    fireEvent.change(within(dialog).getByLabelText('Vacina'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Data da vacinação'), { target: { value: '2025-01-10' } });
    fireEvent.change(within(dialog).getByLabelText('Dose'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Lote'), { target: { value: 'HB-77' } });
    fireEvent.change(within(dialog).getByLabelText('Fabricante'), {
      target: { value: 'Instituto Butantan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    expect(await screen.findByText('Vacina registrada com sucesso!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/health/vaccinations')[0]?.body).toMatchObject({
      patient_id: 7,
      vaccine_code: '9',
      vaccine_name: 'Hepatite B',
      vaccine_date: '2025-01-10',
      dose_code: '2',
      dose_number: 2,
      batch_number: 'HB-77',
      manufacturer: 'Instituto Butantan',
      next_dose_date: null,
    });
  }, 15_000);
});
