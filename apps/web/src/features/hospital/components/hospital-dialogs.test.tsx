import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HospitalStaffMember } from '@saude/shared/schemas/hospital';
import { CreatePatientDialog } from './create-patient-dialog';
import { DoctorFormDialog } from './doctor-form-dialog';
import { StaffFormDialog } from './staff-form-dialog';

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });

describe('hospital dialogs', () => {
  it("'Criar Paciente' checks the required fields, keeps the CPF to digits and sends the body", async () => {
    const onSubmit = vi.fn();
    render(
      <CreatePatientDialog open onOpenChange={() => {}} busy={false} error={null} onSubmit={onSubmit} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Criar Paciente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar Paciente' }));
    expect(await within(dialog).findByText('Nome completo é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(dialog, 'Nome completo', 'Rui Lima');
    type(dialog, 'CPF', '529.982.247-25');
    expect(within(dialog).getByLabelText<HTMLInputElement>('CPF').value).toBe('52998224725');
    type(dialog, 'Senha', 'senha123');
    type(dialog, 'Telefone', '11987654321');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar Paciente' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      full_name: 'Rui Lima',
      cpf: '52998224725',
      password: 'senha123',
      birth_date: null,
      phone: '11987654321',
      sus_card: null,
      blood_type: null,
      gender: null,
      allergies: null,
      emergency_contact_name: null,
      emergency_contact_phone: null,
    });
  });

  it('editing a member keeps a blank password and drops a non-doctor specialty', async () => {
    const member: HospitalStaffMember = {
      id: 5,
      full_name: 'Paula Reis',
      cpf: null,
      phone: '11987654321',
      user_type: 'doctor',
      specialty: 'Pediatria',
      crm: '1234',
      crm_uf: 'SP',
      cbo: '225124',
      is_active: true,
      created_at: '2026-01-01T12:00:00Z',
    };
    const onSubmit = vi.fn();
    render(
      <StaffFormDialog
        open
        onOpenChange={() => {}}
        member={member}
        busy={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar funcionário' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Especialidade').value).toBe('Pediatria');
    type(dialog, 'Tipo', 'reception');
    expect(within(dialog).queryByLabelText('Especialidade')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      full_name: 'Paula Reis',
      user_type: 'reception',
      cpf: null,
      phone: '11987654321',
      specialty: null,
      crm: null,
      crm_uf: null,
      cbo: null,
      password: null,
    });
  });

  it("'Adicionar médico' asks for the CRM number and its UF and sends them apart", async () => {
    const onSubmit = vi.fn();
    render(
      <DoctorFormDialog
        open
        onOpenChange={() => {}}
        doctor={null}
        busy={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Adicionar médico' });
    type(dialog, 'Nome', 'Dra. Helena Dias');
    type(dialog, 'Especialidade', 'Pediatra');
    type(dialog, 'CRM', 'CRM-SP 139512');
    // Only digits are kept in the number.
    expect(within(dialog).getByLabelText<HTMLInputElement>('CRM').value).toBe('139512');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('UF do CRM é obrigatória')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(dialog, 'CRM', '123');
    type(dialog, 'UF do CRM', 'SP');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CRM deve ter de 4 a 7 dígitos')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(dialog, 'CRM', '139512');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      doctor_name: 'Dra. Helena Dias',
      specialty: 'Pediatra',
      crm: '139512',
      crm_uf: 'SP',
      cbo: null,
    });
  });

  it("shows the server's refusal and the busy label", () => {
    render(
      <StaffFormDialog
        open
        onOpenChange={() => {}}
        member={null}
        busy
        error={new TypeError('Failed to fetch')}
        onSubmit={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Adicionar Funcionário' });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/conexão/);
    expect(within(dialog).getByRole('button', { name: 'Salvando...' })).toHaveProperty('disabled', true);
  });
});
