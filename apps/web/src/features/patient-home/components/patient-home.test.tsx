import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientFixture } from '@/test/fixtures';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const session = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const rx = (id: number, status: 'valid' | 'expired' | 'dispensed' = 'expired') => ({
  id,
  doctor_name: 'Dr. João Pereira',
  prescription_date: '2025-03-07',
  prescription_text: `Receita ${id}`,
  is_valid: true,
  patient_id: 7,
  patient_name: 'Maria da Silva',
  appointment_id: null,
  qr_code: null,
  public_id: `p${id}`,
  dispensed_at: status === 'dispensed' ? '2025-03-08T12:00:00Z' : null,
  dispensed_by: null,
  valid_until: '2025-04-06',
  status,
});
const exam = (id: number) => ({
  id,
  exam_type: `Exame ${id}`,
  exam_date: '2025-02-01',
  result: null,
  reference_values: null,
  observations: null,
  is_normal: true,
  patient_name: 'Maria da Silva',
  created_at: '2025-02-01T10:00:00Z',
  file_url: null,
  doctor_name: null,
  approval_status: 'approved',
});
const message = (id: number, is_read = false) => ({
  id,
  title: `Aviso ${id}`,
  message_text: 'Texto',
  is_read,
  read_at: null,
  created_at: '2025-03-07T12:00:00Z',
  sender_name: 'Secretaria de Saúde',
});

const HOME = {
  ...session,
  'GET /api/prescriptions?limit=3': () => listReply([rx(30), rx(29), rx(28)], { total: 130 }),
  'GET /api/appointments?limit=3': () => listReply([], { total: 0 }),
  'GET /api/reports/my?limit=3': () => listReply([], { total: 0 }),
  'GET /api/health/exams?limit=5': () => listReply([1, 2, 3, 4, 5].map(exam), { total: 8 }),
  'GET /api/health/vaccinations?limit=5': () => listReply([], { total: 0 }),
};

describe('patient home (spec 01 /dashboard)', () => {
  it('asks each block for exactly what it shows and prints the server counts', async () => {
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([message(1)], { total: 12 }),
    });
    renderRoute('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Receitas recentes' }, { timeout: 10_000 });
    expect(await within(recent).findByText('Receita 28')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'Ver todas (130)' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Cartão de Saúde Digital' });
    expect(await within(card).findByText('Exame 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver todos (8)' })).toBeTruthy();
    expect(within(card).getByText('Nenhuma vacina registrada')).toBeTruthy();
    // The badge is the server's unread count, above 9 shown as 9+.
    expect((await screen.findByTestId('messages-badge')).textContent).toBe('9+');
    // Nothing asked for a big page to cut in the browser.
    const lists = api.calls.filter(
      (c) => c.method === 'GET' && !/^\/api\/(session|updates|users\/me|auth\/patient\/me)/.test(c.url),
    );
    expect(lists.length).toBeGreaterThanOrEqual(6);
    expect(
      lists.every((c) => /[?&]limit=\d$/.test(c.url)),
      JSON.stringify(lists),
    ).toBe(true);
  }, 15_000);

  it("says each recent prescription's state, and with one still to dispense reads the prescriptions page ahead for the counter", async () => {
    const api = mockApi({
      ...HOME,
      'GET /api/prescriptions?limit=3': () =>
        listReply([rx(30, 'valid'), rx(29, 'dispensed'), rx(28)], { total: 3 }),
      'GET /api/prescriptions': () => listReply([rx(30, 'valid'), rx(29, 'dispensed'), rx(28)], { total: 3 }),
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
    });
    renderRoute('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Receitas recentes' }, { timeout: 10_000 });
    expect(await within(recent).findByText('Válida')).toBeTruthy();
    expect(within(recent).getByText('Dispensada')).toBeTruthy();
    expect(within(recent).getByText('Vencida')).toBeTruthy();
    // The page's own first page, under its own key: kept offline with the rest (offline-cache.ts).
    // Once the home has settled (3 s).
    await waitFor(() => expect(api.callsTo('GET', '/api/prescriptions')).toHaveLength(1), { timeout: 6000 });
  }, 15_000);

  it('reads no more prescriptions when none of the recent ones can still be dispensed', async () => {
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
    });
    renderRoute('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Receitas recentes' }, { timeout: 10_000 });
    expect(await within(recent).findByText('Receita 28')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 3500));
    expect(api.callsTo('GET', '/api/prescriptions')).toEqual([]);
  }, 15_000);

  it('says a block failed to load and loads it again on request', async () => {
    let fail = true;
    mockApi({
      ...HOME,
      'GET /api/reports/my?limit=3': () =>
        fail ? jsonResponse(500, { error: 'x' }) : listReply([], { total: 0 }),
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
    });
    renderRoute('/dashboard');
    const reports = await screen.findByRole('region', { name: 'Meus relatórios' }, { timeout: 10_000 });
    expect(await within(reports).findByText('Não foi possível carregar os relatórios.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(reports).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(reports).findByText('Nenhum relatório enviado')).toBeTruthy();
  });

  it('opens the bell, marks a message read and lowers the unread count', async () => {
    let unread = 2;
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([message(2)], { total: unread }),
      'GET /api/messages/inbox?limit=20': () => listReply([message(2), message(1, true)], { total: 2 }),
      'PATCH /api/messages/2/read': () => {
        unread = 1;
        return { status: 200, body: { id: 2, is_read: true, read_at: '2025-03-08T10:00:00Z' } };
      },
    });
    renderRoute('/dashboard');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mensagens, 2 não lidas' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: /Aviso 2/ }));
    expect(await screen.findByRole('dialog', { name: 'Aviso 2' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toBe('1'));
    expect(api.callsTo('PATCH', '/api/messages/2/read')).toHaveLength(1);
  });

  it('marks the whole inbox read from the inbox, and the bell has nothing left to count', async () => {
    let unread = 150;
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([message(2)], { total: unread }),
      'GET /api/messages/inbox?limit=20': () =>
        listReply([message(2, unread === 0), message(1, true)], { total: 150 }),
      'POST /api/messages/inbox/read': () => {
        unread = 0;
        return { status: 200, body: { marked: 149 } };
      },
    });
    renderRoute('/dashboard');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mensagens, 150 não lidas' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ver todas as mensagens' }));
    const inbox = await screen.findByRole('dialog', { name: 'Caixa de entrada' });
    expect(await within(inbox).findByText('150 mensagens não lidas')).toBeTruthy();
    fireEvent.click(within(inbox).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryByTestId('messages-badge')).toBeNull());
    expect(within(inbox).getByText('Todas as mensagens foram lidas.')).toBeTruthy();
    expect(within(inbox).queryByText('(não lida)')).toBeNull();
    // Up to the newest message the screen showed.
    expect(api.callsTo('POST', '/api/messages/inbox/read').map((c) => c.body)).toEqual([{ up_to_id: 2 }]);
  });

  it("keeps the patient's data current: the CEP fills the address, the answer updates the card", async () => {
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
      'GET /api/lookup/cep/01001000': {
        status: 200,
        body: { logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' },
      },
      'PATCH /api/auth/patient/me': (call) => ({
        status: 200,
        body: { success: true, patient: { ...patientFixture, ...(call.body as object) } },
      }),
    });
    renderRoute('/dashboard');
    const account = await screen.findByRole('region', { name: 'Minha conta' });
    expect(within(account).getAllByText('Não informado')).toHaveLength(3);
    fireEvent.click(within(account).getByRole('button', { name: 'Editar meus dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meus dados' });
    fireEvent.change(within(dialog).getByLabelText('Telefone'), { target: { value: '11987654321' } });
    expect((within(dialog).getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '01001000' } });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Logradouro') as HTMLInputElement).value).toBe('Praça da Sé'),
    );
    fireEvent.change(within(dialog).getByLabelText('Número'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meus dados' })).toBeNull());
    expect(api.callsTo('PATCH', '/api/auth/patient/me')[0]?.body).toMatchObject({
      phone: '11987654321',
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '10',
      cidade: 'São Paulo',
      estado: 'SP',
    });
    expect(within(account).getByText('(11) 98765-4321')).toBeTruthy();
    expect(within(account).getByText('Praça da Sé, 10 — Sé · São Paulo/SP — CEP 01001-000')).toBeTruthy();
  });

  it('changes the password only with the current one, and says what the server refused', async () => {
    const api = mockApi({
      ...HOME,
      'GET /api/messages/inbox?unread=1&limit=1': () => listReply([], { total: 0 }),
      'POST /api/auth/patient/password': () => ({ status: 403, body: { error: 'Senha atual incorreta' } }),
    });
    renderRoute('/dashboard');
    const account = await screen.findByRole('region', { name: 'Minha conta' });
    fireEvent.click(within(account).getByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(dialog).findByText('Informe a senha atual')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/patient/password')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Senha atual/), { target: { value: 'errada' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nova senha/), { target: { value: 'nova-senha-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Confirmar nova senha/), { target: { value: 'outra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(dialog).findByText('As senhas não coincidem')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Confirmar nova senha/), {
      target: { value: 'nova-senha-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Senha atual incorreta');
    expect(api.callsTo('POST', '/api/auth/patient/password')[0]?.body).toEqual({
      current_password: 'errada',
      new_password: 'nova-senha-1',
      confirm_password: 'nova-senha-1',
    });
  });
});
