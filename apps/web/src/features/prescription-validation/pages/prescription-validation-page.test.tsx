import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrescriptionValidation } from '@saude/shared/schemas/prescriptions';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const ID = 'abcdefghijklmnopqrstuv';
const valid: PrescriptionValidation = {
  status: 'valid',
  public_id: ID,
  prescription_date: '2025-03-07',
  prescription_text: 'Dipirona 500 mg',
  doctor: { name: 'Dra. Camila', crm: 'CRM-SP 1', specialty: 'Cardiologista' },
  patient_initials: 'A. B. S.',
  dispensed_at: null,
  valid_until: '2025-04-06',
};

const dispensedOne: PrescriptionValidation = {
  ...valid,
  status: 'dispensed',
  dispensed_at: '2025-03-08T12:00:00Z',
};
/** The sessions a browser holds, as GET /api/session answers them, with that counter's profile. */
const holding = (kind: 'hospital' | 'pharmacy', role: string) => ({
  status: 200,
  body: { sessions: [{ kind, role }] },
});
const unit = {
  'GET /api/session': holding('hospital', 'hospital'),
  'GET /api/hospital/me': { status: 200, body: { user: { id: 1, health_unit_name: 'UBS Centro' } } },
};
const pharmacy = {
  'GET /api/session': holding('pharmacy', 'pharmacy'),
  'GET /api/pharmacy/me': { status: 200, body: { user: { id: 3, name: 'Drogaria Central' } } },
};
/** A partner pharmacy signed in, before a prescription whose state is `now()` at each reading. */
const pharmacyAt = (now: () => PrescriptionValidation) => ({
  [`GET /api/prescriptions/validate/${ID}`]: () => ({ status: 200, body: now() }),
  ...pharmacy,
});

/** The focused element, when it is not the page itself. */
const focusedAnswer = () => (document.activeElement === document.body ? null : document.activeElement);

describe('/validar-receita', () => {
  it('says when the prescription does not exist', async () => {
    mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 404, body: { error: 'Receita não encontrada' } },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    expect(await screen.findByText('Não encontrada')).toBeTruthy();
  });

  it('lets a signed-in unit dispense once, in its own name, and shows the refusal the second time', async () => {
    let dispensed = false;
    mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      ...unit,
      [`POST /api/prescriptions/${ID}/dispense`]: () => {
        if (dispensed) return { status: 409, body: { error: 'Receita já dispensada' } };
        dispensed = true;
        return { status: 200, body: dispensedOne };
      },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    expect(await screen.findByText('Válida')).toBeTruthy();
    expect(screen.getByText('A. B. S.')).toBeTruthy();
    // Opened by the camera's link, the answer is the page: the focus is left where the browser put it.
    expect(document.activeElement).toBe(document.body);
    expect((await screen.findByText('UBS Centro')).closest('p')?.textContent).toBe(
      'Dispensação em nome de UBS Centro.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como dispensada' }));
    expect(await screen.findByText('Dispensada agora')).toBeTruthy();
    // Dispensed: the button is gone, the answer stays.
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
    expect(screen.getByText(/^Receita marcada como dispensada\./)).toBeTruthy();
  });

  it('sends one dispensing for a double tap', async () => {
    const api = mockApi({
      ...pharmacyAt(() => valid),
      [`POST /api/prescriptions/${ID}/dispense`]: {
        status: 200,
        body: dispensedOne,
      },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    const button = await screen.findByRole('button', { name: 'Marcar como dispensada' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Dispensada agora')).toBeTruthy();
    expect(api.callsTo('POST', `/api/prescriptions/${ID}/dispense`)).toHaveLength(1);
  });

  it('after a lost answer says it may have been dispensed, and shows that it was', async () => {
    let dispensed = false;
    mockApi({
      ...pharmacyAt(() => (dispensed ? dispensedOne : valid)),
      [`POST /api/prescriptions/${ID}/dispense`]: () => {
        // The server dispenses; the line drops before its answer reaches the phone.
        dispensed = true;
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como dispensada' }));
    expect(
      await screen.findByText(
        'A conexão caiu antes da resposta e a ação pode ter sido registrada. Confira antes de tentar novamente.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Já dispensada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
    expect(screen.queryByText(/nada foi enviado/)).toBeNull();
  });

  it('shows where a prescription another counter dispensed meanwhile was dispensed', async () => {
    let dispensed = false;
    mockApi({
      ...pharmacyAt(() => (dispensed ? dispensedOne : valid)),
      [`POST /api/prescriptions/${ID}/dispense`]: { status: 409, body: { error: 'Receita já dispensada' } },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    const button = await screen.findByRole('button', { name: 'Marcar como dispensada' });
    dispensed = true;
    fireEvent.click(button);
    expect(await screen.findByText('Receita já dispensada')).toBeTruthy();
    expect(await screen.findByText('Já dispensada')).toBeTruthy();
    expect(screen.queryByText('Válida')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
  });

  it('offers no dispensing of a dispensed prescription, and a link to sign in otherwise', async () => {
    mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: {
        status: 200,
        body: dispensedOne,
      },
      ...unit,
    });
    renderRoute(`/validar-receita?id=${ID}`);
    expect(await screen.findByText('Já dispensada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
  });

  it('links a counter that is not signed in to the pharmacy and the unit sign-in, and back here', async () => {
    const api = mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      'GET /api/session': { status: 200, body: { sessions: [] } },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    const back = encodeURIComponent(`/validar-receita?id=${ID}`);
    const pharmacy = await screen.findByRole('link', { name: 'Entrar como farmácia' });
    expect(pharmacy.getAttribute('href')).toBe(`/farmacia-login?next=${back}`);
    const unit = screen.getByRole('link', { name: 'Entrar no painel da unidade' });
    expect(unit.getAttribute('href')).toBe(`/hospital-login?next=${back}`);
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
    // No profile a visitor would be refused was asked for (no 401 in the console).
    expect(api.calls.filter((c) => c.url.endsWith('/me'))).toEqual([]);
  });

  it('leads a counter back to its own panel, where the next prescription is opened, and a visitor home', async () => {
    mockApi({ [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid }, ...pharmacy });
    const { unmount } = renderRoute(`/validar-receita?id=${ID}`);
    const toPanel = await screen.findByRole('link', { name: 'Painel da farmácia' });
    expect(toPanel.getAttribute('href')).toBe('/farmacia');
    unmount();

    mockApi({ [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid }, ...unit });
    const second = renderRoute(`/validar-receita?id=${ID}`);
    expect((await screen.findByRole('link', { name: 'Painel da unidade' })).getAttribute('href')).toBe(
      '/hospital-panel',
    );
    second.unmount();

    mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      'GET /api/session': { status: 200, body: { sessions: [] } },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    await screen.findByRole('link', { name: 'Entrar como farmácia' });
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
  });

  it('lets a signed-in partner pharmacy dispense in its own name', async () => {
    const api = mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      ...pharmacy,
      [`POST /api/prescriptions/${ID}/dispense`]: {
        status: 200,
        body: dispensedOne,
      },
    });
    renderRoute(`/validar-receita?id=${ID}`);
    expect(await screen.findByText('Drogaria Central')).toBeTruthy();
    // The unit's profile, which refuses a pharmacy with 403, is not asked for.
    expect(api.callsTo('GET', '/api/hospital/me')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como dispensada' }));
    expect(await screen.findByText(/^Receita marcada como dispensada\./)).toBeTruthy();
    expect(api.callsTo('POST', `/api/prescriptions/${ID}/dispense`)).toHaveLength(1);
  });

  it('checks the whole scanned link when it carries the signature', async () => {
    const api = mockApi({
      'POST /api/prescriptions/verify': { status: 200, body: valid },
    });
    renderRoute(`/validar-receita?id=${ID}#s=assinatura`);
    expect(await screen.findByText('Válida')).toBeTruthy();
    expect(screen.getByText('Assinatura digital do QR code conferida.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/prescriptions/verify')[0]?.body).toEqual({
      qr: `http://localhost:3000/validar-receita?id=${ID}#s=assinatura`,
    });
  });

  it('checks a scanned link opened after its id alone, instead of showing that answer as signed', async () => {
    const api = mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      'POST /api/prescriptions/verify': {
        status: 200,
        body: { status: 'tampered', message: 'QR code adulterado' },
      },
    });
    const { router } = renderRoute(`/validar-receita?id=${ID}`);
    expect(await screen.findByText('Válida')).toBeTruthy();
    expect(screen.queryByText('Assinatura digital do QR code conferida.')).toBeNull();
    await act(() => router.navigate(`/validar-receita?id=${ID}#s=forjada`));
    expect(await screen.findByText('Adulterada')).toBeTruthy();
    expect(screen.queryByText('Assinatura digital do QR code conferida.')).toBeNull();
    expect(api.callsTo('POST', '/api/prescriptions/verify')).toHaveLength(1);
  });

  it('keeps a forged link "Adulterada" after the same prescription was dispensed by its id', async () => {
    mockApi({
      [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid },
      'POST /api/prescriptions/verify': {
        status: 200,
        body: { status: 'tampered', message: 'QR code adulterado' },
      },
      [`POST /api/prescriptions/${ID}/dispense`]: { status: 200, body: dispensedOne },
      ...unit,
    });
    const { router } = renderRoute(`/validar-receita?id=${ID}#s=forjada`);
    expect(await screen.findByText('Adulterada')).toBeTruthy();
    await act(() => router.navigate(`/validar-receita?id=${ID}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como dispensada' }));
    expect(await screen.findByText(/^Receita marcada como dispensada\./)).toBeTruthy();
    await act(() => router.navigate(`/validar-receita?id=${ID}#s=forjada`));
    // At once, from the cache: the forged link's own answer, never the dispensing's.
    expect(screen.getByText('Adulterada')).toBeTruthy();
    expect(screen.queryByText('Assinatura digital do QR code conferida.')).toBeNull();
  });

  it('brings a visitor who signs in back to the scanned link, its signature included', async () => {
    mockApi({
      'POST /api/prescriptions/verify': { status: 200, body: valid },
      'GET /api/session': { status: 200, body: { sessions: [] } },
    });
    renderRoute(`/validar-receita?id=${ID}#s=assinatura`);
    const unitSignIn = await screen.findByRole('link', { name: 'Entrar no painel da unidade' });
    const next = new URL(unitSignIn.getAttribute('href')!, 'http://localhost').searchParams.get('next');
    expect(next).toBe(`/validar-receita?id=${ID}#s=assinatura`);
  });

  it('says a scanned link whose signature is not the issued one is tampered, with nothing to dispense', async () => {
    mockApi({
      'POST /api/prescriptions/verify': {
        status: 200,
        body: { status: 'tampered', message: 'QR code adulterado' },
      },
      ...unit,
    });
    renderRoute(`/validar-receita?id=${ID}#s=outra`);
    expect(await screen.findByText('Adulterada')).toBeTruthy();
    expect(screen.getByText('QR code adulterado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar como dispensada' })).toBeNull();
  });

  it('opens a pasted link as the prescription above, where a signed-in unit dispenses it', async () => {
    const api = mockApi({ 'POST /api/prescriptions/verify': { status: 200, body: valid }, ...unit });
    renderRoute('/validar-receita');
    const link = `https://saude.example.gov.br/validar-receita?id=${ID}#s=assinatura`;
    fireEvent.change(await screen.findByLabelText('Texto do QR code'), { target: { value: link } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const dispense = await screen.findByRole('button', { name: 'Marcar como dispensada' });
    expect(screen.getByText('Assinatura digital do QR code conferida.')).toBeTruthy();
    // The answer opened above the box takes the focus, so a phone shows it and a screen reader reads it.
    expect(focusedAnswer()?.contains(dispense)).toBe(true);
    // The link is checked as this site's own page, the signature with it.
    expect(api.callsTo('POST', '/api/prescriptions/verify')[0]?.body).toEqual({
      qr: `http://localhost:3000/validar-receita?id=${ID}#s=assinatura`,
    });
  });

  it('opens a typed prescription code as the prescription above', async () => {
    mockApi({ [`GET /api/prescriptions/validate/${ID}`]: { status: 200, body: valid }, ...unit });
    renderRoute('/validar-receita');
    fireEvent.change(await screen.findByLabelText('Texto do QR code'), { target: { value: ` ${ID} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const dispense = await screen.findByRole('button', { name: 'Marcar como dispensada' });
    expect(screen.queryByText('Assinatura digital do QR code conferida.')).toBeNull();
    expect(focusedAnswer()?.contains(dispense)).toBe(true);

    // The same code again, typed in the box below: its answer, already on screen, takes the focus again.
    const box = screen.getByLabelText('Texto do QR code');
    box.focus();
    fireEvent.change(box, { target: { value: ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(focusedAnswer()?.contains(dispense)).toBe(true));
  });

  it('flags a tampered QR text', async () => {
    mockApi({
      'POST /api/prescriptions/verify': {
        status: 200,
        body: { status: 'tampered', message: 'QR code adulterado' },
      },
    });
    renderRoute('/validar-receita');
    fireEvent.change(await screen.findByLabelText('Texto do QR code'), { target: { value: '{"x":1}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Adulterada')).toBeTruthy();
  });
});
