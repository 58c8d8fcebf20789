/**
 * The national registries' codes in the department's forms: a unit's CNES (7 digits, shown on its
 * card) and a doctor's CRM number with its UF, shown once as 'CRM 139512/SP'.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { SLOW, signedInDepartment } from '../test/department-session';

const change = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });

const unit = {
  id: 3,
  name: 'UBS Centro',
  cnes: '2038121',
  address: 'Rua A, 1',
  full_address: null,
  phone: null,
  cep: null,
  city: null,
  state: null,
  latitude: null,
  longitude: null,
  is_active: true,
  created_at: '2025-01-02T10:00:00Z',
  updated_at: '2025-01-02T10:00:00Z',
};

describe('CNES in the units tab', () => {
  it('shows the CNES on the card, checks its 7 digits and shows a duplicate refused by the server', async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/stats': () => jsonResponse(404, { error: 'x' }),
      'GET /api/admin/health-units': () => listReply([unit, { ...unit, id: 4, name: 'UBS Sul', cnes: null }]),
      'POST /api/admin/health-units': () =>
        jsonResponse(409, { error: 'CNES já cadastrado para outra unidade' }),
    });
    renderRoute('/admin?aba=health-units');
    const card = (await screen.findByText('UBS Centro', {}, SLOW)).closest('li')!;
    expect(within(card).getByText('CNES')).toBeTruthy();
    expect(within(card).getByText('2038121')).toBeTruthy();
    const other = screen.getByText('UBS Sul').closest('li')!;
    expect(within(other).getByText('não informado')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Nova Unidade/ }));
    const dialog = await screen.findByRole('dialog');
    change(dialog, 'Nome', 'UBS Norte');
    change(dialog, 'CNES', '20a38.12');
    // Only digits are kept.
    expect(within(dialog).getByLabelText<HTMLInputElement>('CNES').value).toBe('203812');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CNES deve ter 7 dígitos')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/health-units')).toHaveLength(0);

    change(dialog, 'CNES', '2038121');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'CNES já cadastrado para outra unidade',
    );
    expect(api.callsTo('POST', '/api/admin/health-units')[0]?.body).toMatchObject({
      name: 'UBS Norte',
      cnes: '2038121',
    });
  });
});

describe('CRM and UF in the staff tab', () => {
  it('asks for the UF with the number, sends them apart and lists the CRM once', async () => {
    const doctor = {
      id: 7,
      user_type: 'doctor',
      full_name: 'Dra. Ana Souza',
      cpf: null,
      phone: null,
      specialty: 'Pediatra',
      crm: '139512',
      crm_uf: 'SP',
      cbo: '225124',
      health_unit_id: null,
      is_active: true,
      created_at: '2025-01-02T10:00:00Z',
      updated_at: '2025-01-02T10:00:00Z',
    };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/stats': () => jsonResponse(404, { error: 'x' }),
      'GET /api/admin/staff': () => listReply([doctor]),
      'GET /api/admin/health-units?limit=100': () => listReply([unit]),
      'POST /api/staff/register': () => jsonResponse(201, { ...doctor, id: 8 }),
    });
    renderRoute('/admin?aba=staff');
    expect(await screen.findByText('Pediatra · CRM 139512/SP', {}, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Cadastrar Funcionário/ }));
    const dialog = await screen.findByRole('dialog');
    change(dialog, 'Nome completo', 'Dr. Caio Lima');
    change(dialog, 'Senha', '123456');
    // The member signs in with CPF and password, at a unit: the button waits for both.
    expect(within(dialog).getByText('Falta preencher: Unidade de saúde e CPF.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    change(dialog, 'CPF', '529.982.247-25');
    await within(dialog).findByRole('option', { name: 'UBS Centro' });
    change(dialog, 'Unidade de saúde', '3');
    change(dialog, 'CRM', '45210');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('UF do CRM é obrigatória')).toBeTruthy();
    expect(api.callsTo('POST', '/api/staff/register')).toHaveLength(0);

    change(dialog, 'UF do CRM', 'MG');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/staff/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/staff/register')[0]?.body).toMatchObject({
      full_name: 'Dr. Caio Lima',
      user_type: 'doctor',
      crm: '45210',
      crm_uf: 'MG',
      health_unit_id: 3,
    });
  });
});
