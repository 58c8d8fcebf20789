import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { RESET_MESSAGES } from '@saude/shared/schemas/password-reset';
import { mockApi } from '@/test/mock-api';
import { IssueResetCodeDialog } from './issue-reset-code-dialog';

function openDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IssueResetCodeDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const generate = () => screen.getByRole('button', { name: /^(Gerar código|Gerando\.\.\.)$/ });

describe('IssueResetCodeDialog', () => {
  it('asks for the photo ID check before generating a code', async () => {
    const api = mockApi();
    openDialog();
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '52998224725' } });
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    fireEvent.click(generate());
    expect(await screen.findByText('Confirme que conferiu um documento com foto')).toBeTruthy();
    // The CPF is right, so the box is the field the person is brought to.
    expect(document.activeElement).toBe(screen.getByLabelText('Conferi um documento com foto desta pessoa'));
    expect(api.callsTo('POST', '/api/password-reset/codes')).toHaveLength(0);
  });

  it('shows the code to read aloud, whose it is and until when it works', async () => {
    // 14:05 local time, whatever the machine's zone.
    const expires = new Date(2026, 4, 20, 14, 5).toISOString();
    const api = mockApi({
      'POST /api/password-reset/codes': {
        status: 201,
        body: { code: '12345678', expires_at: expires, account_name: 'Ana Souza', account_kind: 'staff' },
      },
    });
    const onOpenChange = openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Funcionário' }));
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByLabelText('Conferi um documento com foto desta pessoa'));
    fireEvent.click(generate());
    fireEvent.click(generate());

    expect((await screen.findByTestId('codigo-redefinicao')).textContent).toBe('1234 5678');
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('Vale até 14:05, uma única vez.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/password-reset/codes')).toEqual([
      {
        method: 'POST',
        url: '/api/password-reset/codes',
        body: { cpf: '52998224725', account_kind: 'staff', identity_checked: true },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's message when no account has the CPF", async () => {
    mockApi({
      'POST /api/password-reset/codes': { status: 404, body: { error: RESET_MESSAGES.accountNotFound } },
    });
    openDialog();
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByLabelText('Conferi um documento com foto desta pessoa'));
    fireEvent.click(generate());
    expect((await screen.findByRole('alert')).textContent).toBe('Nenhuma conta com este CPF.');
  });
});
