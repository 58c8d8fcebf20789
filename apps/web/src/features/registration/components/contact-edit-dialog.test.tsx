import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const HOME = {
  'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
  'GET /api/prescriptions?limit=3': () => listReply([], { total: 0 }),
  'GET /api/appointments?limit=3': () => listReply([], { total: 0 }),
  'GET /api/reports/my?limit=3': () => listReply([], { total: 0 }),
  'GET /api/health/exams?limit=5': () => listReply([], { total: 0 }),
  'GET /api/health/vaccinations?limit=5': () => listReply([], { total: 0 }),
  'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
};

async function openDialog() {
  renderRoute('/dashboard');
  const account = await screen.findByRole('region', { name: 'Minha conta' });
  fireEvent.click(within(account).getByRole('button', { name: 'Editar meus dados' }));
  return screen.findByRole('dialog', { name: 'Meus dados' });
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('"Meus dados" (contact edit dialog)', () => {
  it('refuses a short CEP on the field, focused, and clears the message once the CEP is edited', async () => {
    const api = mockApi(HOME);
    const dialog = await openDialog();
    fireEvent.change(field(dialog, 'CEP'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CEP deve ter 8 dígitos')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'CEP')));
    expect(field(dialog, 'CEP').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/auth/patient/me')).toHaveLength(0);
    fireEvent.change(field(dialog, 'CEP'), { target: { value: '1234' } });
    await waitFor(() => expect(within(dialog).queryByText('CEP deve ter 8 dígitos')).toBeNull());
  });

  it('shows the state in upper case, sends digits and nulls, and shows the server refusal', async () => {
    const api = mockApi({
      ...HOME,
      'PATCH /api/auth/patient/me': { status: 400, body: { error: 'Telefone inválido' } },
    });
    const dialog = await openDialog();
    fireEvent.change(field(dialog, 'Telefone'), { target: { value: '11987654321' } });
    fireEvent.change(field(dialog, 'Estado (UF)'), { target: { value: 'sp' } });
    expect(field(dialog, 'Estado (UF)').value).toBe('SP');
    fireEvent.change(field(dialog, 'Cartão SUS'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Telefone inválido')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/auth/patient/me')[0]?.body).toMatchObject({
      phone: '11987654321',
      sus_card: null,
      estado: 'SP',
    });
  });
});
