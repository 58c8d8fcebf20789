/**
 * /login is sent built ahead of the app (decision 012): what a visitor types before the app takes the
 * page over must survive hydration and count as filled in.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/features/session';
import { CpfLoginForm } from './cpf-login-form';

const form = (client: QueryClient) => (
  <MemoryRouter initialEntries={['/login']}>
    <QueryClientProvider client={client}>
      <AuthProvider>
        <CpfLoginForm mode="patient" onSuccess={() => {}} />
      </AuthProvider>
    </QueryClientProvider>
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('CPF login form built ahead', () => {
  it('keeps what was typed before the app took the page over, and lets it be submitted', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form(new QueryClient()));
    document.body.append(container);
    const cpf = container.querySelector<HTMLInputElement>('input[name="cpf"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit().disabled).toBe(true);

    cpf.value = '12345678909';
    password.value = 'segredo123';
    await act(async () => {
      hydrateRoot(container, form(new QueryClient()));
    });

    expect(cpf.value).toBe('123.456.789-09');
    expect(password.value).toBe('segredo123');
    expect(submit().disabled).toBe(false);
  });

  it("has a plain 'Esqueci minha senha' link that works before the app takes the page over", () => {
    const html = renderToString(form(new QueryClient()));
    const container = document.createElement('div');
    container.innerHTML = html;
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Esqueci minha senha');
    expect(link?.getAttribute('href')).toBe('/redefinir-senha?tipo=paciente');
  });
});
