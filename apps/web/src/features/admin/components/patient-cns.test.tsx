/** The department sees every CNS in its mask, and a number that fails the check flagged, never hidden. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, listReply } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { SLOW, signedInDepartment } from '../test/department-session';

const patient = (id: number, full_name: string, sus_card: string | null, sus_card_invalid: boolean) => ({
  id,
  user_type: 'patient',
  cpf: null,
  full_name,
  birth_date: null,
  gender: null,
  phone: null,
  sus_card,
  blood_type: null,
  allergies: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  profile_photo_url: null,
  is_active: true,
  created_at: '2025-01-02T10:00:00Z',
  updated_at: '2025-01-02T10:00:00Z',
  sus_card_invalid,
});

describe('the department’s patients list', () => {
  it('shows the CNS as 000 0000 0000 0000 and flags one that fails the check', async () => {
    const rows = [
      patient(1, 'Lúcia Antiga', '898001234567890', true),
      patient(2, 'Marcos Válido', '170932819240002', false),
      patient(3, 'Sem Cartão', null, false),
    ];
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/patients?limit=1': () => listReply(rows.slice(0, 1), { total: 3 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([], { total: 0 }),
      'GET /api/admin/patients': () => listReply(rows, { total: 3 }),
    });
    renderRoute('/users-management');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Pacientes (3)' }, SLOW));

    const legacy = (await screen.findByText('Lúcia Antiga')).closest('tr')!;
    expect(within(legacy).getByText('898 0012 3456 7890')).toBeTruthy();
    expect(within(legacy).getByText('CNS inválido')).toBeTruthy();
    const valid = screen.getByText('Marcos Válido').closest('tr')!;
    expect(within(valid).getByText('170 9328 1924 0002')).toBeTruthy();
    expect(within(valid).queryByText('CNS inválido')).toBeNull();
    expect(screen.getAllByText('CNS inválido')).toHaveLength(1);
  });

  it('edits a patient whose CNS fails the check: a hint, and the number sent back as it is', async () => {
    const legacy = { ...patient(1, 'Lúcia Antiga', '898001234567890', true), cpf: '52998224725' };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/patients': () => listReply([legacy], { total: 1 }),
      'PUT /api/admin/patients/1': () => ({ status: 200, body: { success: true, user: legacy } }),
    });
    renderRoute('/admin?aba=patients');
    const row = (await screen.findByText('Lúcia Antiga', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('CNS inválido')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Editar Lúcia Antiga' }));
    const dialog = await screen.findByRole('dialog');
    const cns = within(dialog).getByLabelText<HTMLInputElement>('Cartão SUS');
    expect(cns.value).toBe('898 0012 3456 7890');
    expect(within(dialog).getByText(/confira os dígitos com o paciente/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/patients/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/patients/1')[0]!.body).toMatchObject({
      sus_card: '898001234567890',
    });
  });
});
