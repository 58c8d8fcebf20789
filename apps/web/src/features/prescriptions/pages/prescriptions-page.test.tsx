import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { patientFixture, usersMeFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

// jsdom has no canvas: the drawing itself is checked in the browser journeys.
vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(() => Promise.resolve()) } }));

const patientSession = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const doctorSession = { 'GET /api/users/me': { status: 200, body: usersMeFixture() } };

const longText = 'Amoxicilina 500 mg — 1 cápsula de 8 em 8 horas por 7 dias. '.repeat(4);
const qr = JSON.stringify({
  doctor: { name: 'Dr. João Pereira', crm: '123456/SP', specialty: 'Cardiologista' },
  validation_url: 'https://saude.exemplo.gov.br/validar-receita?id=abc',
});

/** The doctor's page, where typing "Mar" finds Maria da Silva, whose card holds `allergies`. */
const mariaFound = (allergies: string) => ({
  ...doctorSession,
  'GET /api/prescriptions': { status: 200, body: [] },
  'GET /api/patients/search?q=Mar': {
    status: 200,
    body: [{ id: 7, full_name: 'Maria da Silva', cpf: '52998224725', sus_card: null }],
  },
  'GET /api/patients/7/allergies': {
    status: 200,
    body: { id: 7, full_name: 'Maria da Silva', blood_type: 'A+', allergies },
  },
});

function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 5,
    doctor_name: 'Dr. João Pereira',
    prescription_date: '2025-03-07',
    prescription_text: longText,
    is_valid: true,
    patient_id: 7,
    patient_name: 'Maria da Silva',
    appointment_id: null,
    qr_code: qr,
    public_id: 'abc',
    dispensed_at: null,
    dispensed_by: null,
    valid_until: '2025-04-06',
    status: 'valid',
    ...overrides,
  };
}

describe('/prescriptions', () => {
  it('reaches the oldest of 130 prescriptions with "Carregar mais" and opens its QR code', async () => {
    const many = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) =>
        prescription({ id: 130 - from - i, prescription_text: `Receita ${130 - from - i}` }),
      );
    const api = mockApi({
      ...patientSession,
      'GET /api/prescriptions': () =>
        listReply(many(0, 50), { total: 130, next: '/api/prescriptions?cursor=c1' }),
      'GET /api/prescriptions?cursor=c1': () =>
        listReply(many(50, 100), { total: 130, next: '/api/prescriptions?cursor=c2' }),
      'GET /api/prescriptions?cursor=c2': () =>
        listReply(
          [
            ...many(100, 129),
            prescription({ id: 1, prescription_date: '2023-01-02', prescription_text: 'A primeira' }),
          ],
          { total: 130 },
        ),
    });
    renderRoute('/prescriptions');
    // The count is the server's, not the 50 on screen.
    expect(await screen.findByText('130 receitas', {}, { timeout: 12_000 })).toBeTruthy();
    expect(screen.getByText('Mostrando 50 de 130')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Mostrando 100 de 130')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('130 itens — fim da lista')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(api.calls.filter((c) => c.url.startsWith('/api/prescriptions'))).toHaveLength(3);

    // The page's rows past the first few are drawn in a background render.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(130));
    const oldest = screen.getAllByRole('article').at(-1)!;
    expect(within(oldest).getByText('A primeira')).toBeTruthy();
    fireEvent.click(within(oldest).getByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code da Receita' });
    expect(within(dialog).getByRole('img', { name: 'QR code da receita nº 1' })).toBeTruthy();
    expect(within(dialog).getByText('02/01/2023')).toBeTruthy();
  });

  it('says, over the QR code, why a pharmacy will refuse a prescription that expired or was dispensed', async () => {
    mockApi({
      ...patientSession,
      'GET /api/prescriptions': () =>
        listReply([
          prescription({ id: 3, prescription_text: 'Receita atual' }),
          prescription({ id: 2, prescription_text: 'Receita vencida', status: 'expired' }),
          prescription({
            id: 1,
            prescription_text: 'Receita usada',
            status: 'dispensed',
            dispensed_at: '2025-03-08T15:00:00Z',
            dispensed_by: 'Drogaria Central',
          }),
        ]),
    });
    renderRoute('/prescriptions');
    const open = async (text: string) => {
      const card = (await screen.findByText(text)).closest('article')!;
      fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'QR Code' }));
      return screen.findByRole('dialog', { name: 'QR Code da Receita' });
    };
    const expired = await open('Receita vencida');
    expect(
      within(expired).getByText(
        'Receita vencida: valia até 06/04/2025. A farmácia não pode mais dispensá-la.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(expired).getByRole('button', { name: 'Fechar' }));
    const used = await open('Receita usada');
    expect(
      within(used).getByText(
        /^Receita já dispensada em 08\/03\/2025 às \d\d:\d\d por Drogaria Central\. Ela não pode/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(used).getByRole('button', { name: 'Fechar' }));
    const current = await open('Receita atual');
    expect(within(current).queryByText(/não pode/)).toBeNull();
    expect(
      within(current).getByText('Mostre este QR code na farmácia para validação da receita médica.'),
    ).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      ...patientSession,
      'GET /api/prescriptions': () =>
        fail ? { status: 500, body: { error: 'x' } } : listReply([prescription()], { total: 1 }),
    });
    renderRoute('/prescriptions');
    expect(
      await screen.findByText('Não foi possível carregar as receitas.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Nenhuma receita encontrada')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 receita')).toBeTruthy();
  });

  it('lists the patient prescriptions with badge and a 100-character preview', async () => {
    mockApi({
      ...patientSession,
      'GET /api/prescriptions': {
        status: 200,
        body: [
          prescription(),
          prescription({ id: 6, is_valid: false, status: 'invalid', prescription_text: 'Dipirona' }),
          prescription({
            id: 7,
            prescription_text: 'Losartana 50 mg',
            dispensed_at: '2025-03-08T15:30:00Z',
            dispensed_by: 'UBS Centro (Marta)',
            status: 'dispensed',
          }),
          prescription({
            id: 8,
            prescription_text: 'Amoxicilina 500 mg',
            valid_until: '2025-04-06',
            status: 'expired',
          }),
        ],
      },
    });
    renderRoute('/prescriptions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Minhas Receitas' }, { timeout: 12_000 }),
    ).toBeTruthy();
    const [first, second] = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(within(first!).getByText('Válida')).toBeTruthy();
    expect(within(first!).getByText(`${Array.from(longText).slice(0, 100).join('')}...`)).toBeTruthy();
    expect(within(second!).getByText('Inválida')).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Ver receita completa' })).toBeNull();
    // The whole text is one tap away, and back.
    fireEvent.click(within(first!).getByRole('button', { name: 'Ver receita completa' }));
    expect(within(first!).getByText(longText.trim())).toBeTruthy();
    fireEvent.click(within(first!).getByRole('button', { name: 'Mostrar menos' }));
    expect(within(first!).getByText(`${Array.from(longText).slice(0, 100).join('')}...`)).toBeTruthy();
    // Dispensed: no longer "Válida", with when and where.
    const dispensed = screen.getAllByRole('article')[2]!;
    expect(within(dispensed).getByText('Dispensada')).toBeTruthy();
    expect(within(dispensed).queryByText('Válida')).toBeNull();
    expect(within(dispensed).getByText(/^Dispensada em 08\/03\/2025.* — UBS Centro \(Marta\)$/)).toBeTruthy();
    // Past its last day: "Vencida", and since when.
    const expired = screen.getAllByRole('article')[3]!;
    expect(within(expired).getByText('Vencida')).toBeTruthy();
    expect(within(expired).getByText('Venceu em 06/04/2025')).toBeTruthy();
    expect(within(first!).getByText('Válida até 06/04/2025')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova Receita' })).toBeNull();
    // The first test also pays for loading the lazy route modules.
  }, 15_000);

  it("says 'Nenhuma receita encontrada' when there is none", async () => {
    mockApi({ ...patientSession, 'GET /api/prescriptions': { status: 200, body: [] } });
    renderRoute('/prescriptions');
    expect(await screen.findByText('Nenhuma receita encontrada')).toBeTruthy();
  });

  it('shows the QR modal with the doctor read from the QR payload', async () => {
    mockApi({ ...patientSession, 'GET /api/prescriptions': { status: 200, body: [prescription()] } });
    renderRoute('/prescriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code da Receita' });
    expect(within(dialog).getByRole('img', { name: 'QR code da receita nº 5' })).toBeTruthy();
    expect(within(dialog).getByText('123456/SP')).toBeTruthy();
    expect(within(dialog).getByText('Cardiologista')).toBeTruthy();
    expect(within(dialog).getByText('07/03/2025')).toBeTruthy();
    expect(
      within(dialog).getByText('Mostre este QR code na farmácia para validação da receita médica.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(
      'https://saude.exemplo.gov.br/validar-receita?id=abc',
    );
  });

  it('lets a doctor issue a standalone prescription with extra instructions, confirming an allergy', async () => {
    const api = mockApi({
      ...mariaFound('Dipirona; frutos do mar'),
      'GET /api/medications/search?q=Dipi&limit=6': { status: 200, body: ['Dipirona 500 mg comprimido'] },
      'POST /api/prescriptions/standalone': { status: 201, body: prescription({ id: 8 }) },
    });
    renderRoute('/prescriptions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receitas Emitidas' }, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova Receita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir Receita' }));
    expect(await within(dialog).findByText('Selecione um paciente')).toBeTruthy();
    expect(within(dialog).getByText('Digite o texto da receita')).toBeTruthy();

    const search = within(dialog).getByLabelText('Paciente');
    fireEvent.change(search, { target: { value: 'Ma' } });
    expect(
      within(dialog).getByText('Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo'),
    ).toBeTruthy();
    fireEvent.change(search, { target: { value: 'Mar' } });
    // Nothing is asked before the 300 ms pause.
    expect(api.calls.some((c) => c.url.startsWith('/api/patients/search'))).toBe(false);
    fireEvent.click(await within(dialog).findByRole('button', { name: /Maria da Silva/ }));
    expect(within(dialog).getByText('CPF 529.982.247-25')).toBeTruthy();
    // The card is on top before anything is written.
    const card = await within(dialog).findByRole('region', { name: 'Alergias e tipo sanguíneo' });
    expect(card.textContent).toBe('Alergias: Dipirona; frutos do marTipo sanguíneo: A+');

    const text = within(dialog).getByLabelText('Prescrição');
    fireEvent.change(text, { target: { value: 'Dipi', selectionStart: 4 } });
    const suggestion = await within(dialog).findByRole('button', { name: /Dipirona 500 mg comprimido/ });
    expect(suggestion.textContent).toBe('Dipirona 500 mg comprimidoAlergia');
    fireEvent.click(suggestion);
    expect((text as HTMLTextAreaElement).value).toBe('Dipirona 500 mg comprimido ');
    expect(
      within(dialog).getByText(
        'Atenção: o paciente tem alergia registrada a Dipirona. Confirme que deseja prescrever mesmo assim.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Instruções adicionais'), {
      target: { value: 'Se dor ou febre' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir Receita' }));
    expect(await within(dialog).findByText('Confirme a alergia para emitir a receita')).toBeTruthy();
    expect(api.callsTo('POST', '/api/prescriptions/standalone')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('Estou ciente da alergia e quero emitir a receita'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir Receita' }));

    expect(
      await screen.findByText(
        'Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/prescriptions/standalone')[0]?.body).toEqual({
      patient_id: 7,
      prescription_text: 'Dipirona 500 mg comprimido\n\nInstruções adicionais:\nSe dor ou febre',
      allergy_confirmed: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed when the dialog is closed by a stray tap, and Cancelar throws it away', async () => {
    mockApi({ ...doctorSession, 'GET /api/prescriptions': { status: 200, body: [] } });
    renderRoute('/prescriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Receita' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });
    fireEvent.change(within(dialog).getByLabelText('Prescrição'), {
      target: { value: 'Amoxicilina 500 mg' },
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Nova Receita' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });
    expect((within(dialog).getByLabelText('Prescrição') as HTMLTextAreaElement).value).toBe(
      'Amoxicilina 500 mg',
    );
    expect(within(dialog).getByText('Recuperamos o que você tinha digitado.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Nova Receita' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });
    expect((within(dialog).getByLabelText('Prescrição') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks again for an allergy confirmed before the dialog was closed', async () => {
    mockApi(mariaFound('Dipirona'));
    renderRoute('/prescriptions');
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Nova Receita' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });
      fireEvent.change(within(dialog).getByLabelText('Paciente'), { target: { value: 'Mar' } });
      fireEvent.click(await within(dialog).findByRole('button', { name: /Maria da Silva/ }));
      return dialog;
    };
    const confirm = 'Estou ciente da alergia e quero emitir a receita';
    let dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Prescrição'), { target: { value: 'Dipirona 1 g' } });
    fireEvent.click(await within(dialog).findByLabelText(confirm));
    expect((within(dialog).getByLabelText(confirm) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open();
    expect((within(dialog).getByLabelText('Prescrição') as HTMLTextAreaElement).value).toBe('Dipirona 1 g');
    expect(((await within(dialog).findByLabelText(confirm)) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's reason when issuing fails", async () => {
    mockApi({
      ...doctorSession,
      'GET /api/prescriptions': { status: 200, body: [] },
      'GET /api/patients/search?q=Maria': {
        status: 200,
        body: [{ id: 7, full_name: 'Maria da Silva', cpf: null, sus_card: null }],
      },
      'GET /api/patients/7/allergies': {
        status: 200,
        body: { id: 7, full_name: 'Maria da Silva', blood_type: null, allergies: null },
      },
      'POST /api/prescriptions/standalone': { status: 404, body: { error: 'Paciente não encontrado' } },
    });
    renderRoute('/prescriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Receita' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Receita' });
    fireEvent.change(within(dialog).getByLabelText('Paciente'), { target: { value: 'Maria' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Maria da Silva/ }));
    fireEvent.change(within(dialog).getByLabelText('Prescrição'), { target: { value: 'Dipirona' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir Receita' }));
    expect(await within(dialog).findByText('Erro ao emitir receita: Paciente não encontrado')).toBeTruthy();
  });
});
