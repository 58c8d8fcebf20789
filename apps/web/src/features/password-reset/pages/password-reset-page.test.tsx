import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@saude/shared/schemas/auth';
import { RESET_MESSAGES } from '@saude/shared/schemas/password-reset';
import { deferred, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

function config(passwordResetByEmail: boolean): PublicConfig {
  return {
    demo: false,
    googleEnabled: false,
    cpfLookupEnabled: false,
    passwordResetByEmail,
    contact: { email: null, phone: null },
    mapTileUrl: '',
    demoAccounts: null,
  };
}

async function openPage(path = '/redefinir-senha') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: 'Redefinir senha', level: 1 });
  return view;
}

const codeForm = () => screen.getByRole('form', { name: 'Tenho um código' });
const field = (label: string) => within(codeForm()).getByLabelText(label) as HTMLInputElement;
const submitButton = () =>
  within(codeForm()).getByRole('button', {
    name: /^(Redefinir senha|Redefinindo\.\.\.)$/,
  }) as HTMLButtonElement;

function fill(values: { cpf?: string; code?: string; password?: string; confirmation?: string }) {
  const v = { cpf: '529.982.247-25', code: '1234 5678', password: 'nova-senha', ...values };
  fireEvent.change(field('CPF'), { target: { value: v.cpf } });
  fireEvent.change(field('Código'), { target: { value: v.code } });
  fireEvent.change(field('Nova senha'), { target: { value: v.password } });
  fireEvent.change(field('Confirmar nova senha'), { target: { value: v.confirmation ?? v.password } });
}

describe('/redefinir-senha', () => {
  it('explains where the code comes from and preselects the kind of account from the link', async () => {
    mockApi();
    await openPage('/redefinir-senha?tipo=funcionario');
    expect(screen.getByText(/Peça um código na recepção de qualquer unidade de saúde/).textContent).toBe(
      'Peça um código na recepção de qualquer unidade de saúde, levando um documento com foto. ' +
        'O código vale por 15 minutos e funciona uma única vez.',
    );
    expect((screen.getByRole('radio', { name: 'Funcionário' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Paciente' }) as HTMLInputElement).checked).toBe(false);
  });

  it('masks the CPF and takes the code as it is read aloud', async () => {
    mockApi();
    await openPage();
    expect((screen.getByRole('radio', { name: 'Paciente' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field('CPF'), { target: { value: '52998224725' } });
    expect(field('CPF').value).toBe('529.982.247-25');
    fireEvent.change(field('Código'), { target: { value: '12345678' } });
    expect(field('Código').value).toBe('1234 5678');
    expect(field('Código').autocomplete).toBe('one-time-code');
    expect(field('Código').inputMode).toBe('numeric');
  });

  it('refuses different passwords before asking the server', async () => {
    const api = mockApi();
    await openPage();
    fill({ password: 'nova-senha', confirmation: 'outra-senha' });
    expect(within(codeForm()).getByText('As senhas não coincidem')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(within(codeForm()).getByText('As senhas não coincidem')).toBeTruthy();
    expect(api.callsTo('POST', '/api/password-reset')).toHaveLength(0);
  });

  it("shows the server's message for a wrong or expired code", async () => {
    mockApi({ 'POST /api/password-reset': { status: 400, body: { error: RESET_MESSAGES.invalidCode } } });
    await openPage();
    fill({});
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_MESSAGES.invalidCode);
  });

  it('sends the code once, then shows the way to the right login', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockApi({ 'POST /api/password-reset': () => answer.promise });
    await openPage('/redefinir-senha?tipo=funcionario');
    fill({ code: '1234 5678' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(submitButton().textContent).toBe('Redefinindo...');
    fireEvent.click(submitButton());
    expect(api.callsTo('POST', '/api/password-reset')).toEqual([
      {
        method: 'POST',
        url: '/api/password-reset',
        body: { cpf: '52998224725', account_kind: 'staff', code: '12345678', password: 'nova-senha' },
      },
    ]);

    answer.resolve({ status: 200, body: { success: true } });
    expect(await screen.findByText('Senha redefinida. Entre com a nova senha.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login?tipo=funcionario');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('offers the code by e-mail only where the installation can send it', async () => {
    mockApi({ 'GET /api/public/config': { status: 200, body: config(false) } });
    const first = await openPage();
    await waitFor(() => expect(first.queryClient.getQueryData(['public-config'])).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Receber o código por e-mail' })).toBeNull();
    first.unmount();

    const api = mockApi({
      'GET /api/public/config': { status: 200, body: config(true) },
      'POST /api/password-reset/email': { status: 202, body: { message: RESET_MESSAGES.emailAnswer } },
    });
    await openPage();
    const email = await screen.findByRole('region', { name: 'Código por e-mail' });
    fireEvent.change(within(email).getByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Receber o código por e-mail' }));

    expect((await within(email).findByRole('status')).textContent).toBe(RESET_MESSAGES.emailAnswer);
    expect(api.callsTo('POST', '/api/password-reset/email')[0]?.body).toEqual({
      cpf: '52998224725',
      account_kind: 'patient',
    });
    // The code form below is filled with the same CPF once the page passes it down (a render after
    // the answer shows).
    await waitFor(() => expect(field('CPF').value).toBe('529.982.247-25'));
  });

  it("shows the server's reason when the e-mail cannot be sent", async () => {
    mockApi({
      'GET /api/public/config': { status: 200, body: config(true) },
      'POST /api/password-reset/email': { status: 429, body: { error: 'Muitas tentativas. Aguarde.' } },
    });
    await openPage();
    const email = await screen.findByRole('region', { name: 'Código por e-mail' });
    fireEvent.change(within(email).getByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Receber o código por e-mail' }));
    expect((await within(email).findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde.');
  });
});
