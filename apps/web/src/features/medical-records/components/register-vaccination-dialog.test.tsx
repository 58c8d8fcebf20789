import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@/components/ui/app-toaster';
import { describe, expect, it } from 'vitest';
import { PNI_VACCINES } from '@saude/shared/domain/vaccines';
import { mockApi } from '@/test/mock-api';
import { RegisterVaccinationDialog } from './register-vaccination-dialog';

const patient = { id: 7, full_name: 'Maria da Silva', cpf: null, sus_card: null };
const saved = {
  id: 1,
  vaccine_code: null,
  vaccine_name: 'x',
  vaccine_date: '2025-03-07',
  dose_code: null,
  dose_number: null,
  administered_by: null,
  next_dose_date: null,
  batch_number: null,
  manufacturer: null,
  notes: null,
  patient_name: patient.full_name,
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegisterVaccinationDialog open onOpenChange={() => {}} patient={patient} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Registrar Vacina' });
}

describe('Registrar Vacina', () => {
  it('offers the national calendar in groups, then the way out for a vaccine it lacks', () => {
    const dialog = renderDialog();
    const select = within(dialog).getByRole('combobox', { name: 'Vacina' });
    const groups = Array.from(select.querySelectorAll('optgroup')).map((g) => g.label);
    expect(groups).toEqual([
      'Calendário da criança',
      'Adolescentes, adultos, idosos e gestantes',
      'Campanhas e situações especiais',
    ]);
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(PNI_VACCINES.length + 2);
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'BCG',
        'Febre amarela',
        'Dengue (atenuada, Qdenga)',
        'Outra vacina (fora do calendário)',
      ]),
    );
    // The free-text name is asked for only when the calendar lacks the vaccine.
    expect(within(dialog).queryByLabelText('Nome da vacina')).toBeNull();
  });

  it('asks a calendar vaccine for its dose, lot and manufacturer, and sends its code', async () => {
    const api = mockApi({ 'POST /api/health/vaccinations': { status: 201, body: saved } });
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    expect(await within(dialog).findByText('Escolha a vacina')).toBeTruthy();
    expect(within(dialog).getByText('Data da vacinação é obrigatória (AAAA-MM-DD)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Vacina'), { target: { value: '104' } });
    fireEvent.change(within(dialog).getByLabelText('Data da vacinação'), { target: { value: '2025-03-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    for (const message of [
      'Dose é obrigatória para vacinas do calendário',
      'Lote é obrigatório para vacinas do calendário',
      'Fabricante é obrigatório para vacinas do calendário',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('Lote').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/health/vaccinations')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Dose'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Lote'), { target: { value: 'QD2503' } });
    fireEvent.change(within(dialog).getByLabelText('Fabricante'), { target: { value: 'Takeda' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/health/vaccinations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/health/vaccinations')[0]!.body).toMatchObject({
      patient_id: 7,
      vaccine_code: '104',
      vaccine_name: 'Dengue (atenuada, Qdenga)',
      dose_code: '1',
      dose_number: 1,
      batch_number: 'QD2503',
      manufacturer: 'Takeda',
    });
  });

  it('takes a vaccine outside the calendar as typed text, lot and manufacturer optional', async () => {
    const api = mockApi({ 'POST /api/health/vaccinations': { status: 201, body: saved } });
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Vacina'), { target: { value: '14' } });
    fireEvent.change(within(dialog).getByLabelText('Data da vacinação'), { target: { value: '2025-03-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    expect(await within(dialog).findByText('Lote é obrigatório para vacinas do calendário')).toBeTruthy();
    // Another choice drops what the calendar vaccine asked for.
    fireEvent.change(within(dialog).getByLabelText('Vacina'), { target: { value: 'outra' } });
    await waitFor(() =>
      expect(within(dialog).queryByText('Lote é obrigatório para vacinas do calendário')).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    expect(await within(dialog).findByText('Nome da vacina é obrigatório')).toBeTruthy();
    expect(within(dialog).queryByText('Lote é obrigatório para vacinas do calendário')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Nome da vacina'), { target: { value: 'Febre tifoide' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar Vacina' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/health/vaccinations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/health/vaccinations')[0]!.body).toMatchObject({
      vaccine_code: null,
      vaccine_name: 'Febre tifoide',
      dose_code: null,
      batch_number: null,
      manufacturer: null,
    });
  });
});
