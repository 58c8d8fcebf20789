import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi } from '@/test/mock-api';
import { fileNameOf } from '../api/download-my-data';
import { MyDataCard } from './my-data-card';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyDataCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bundle = { resourceType: 'Bundle', type: 'searchset', entry: [] };

describe('Meus dados', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:meus-dados');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('explains the file and downloads it under the server’s name, busy while it is prepared', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'GET /api/me/export': () => answer.promise });
    renderCard();
    expect(screen.getByText(/padrão FHIR R4/)).toBeTruthy();
    expect(screen.getByText(/LGPD, art\. 18/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carteira de vacinação' }).getAttribute('href')).toBe(
      '/carteira-de-vacinacao',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const busy = await screen.findByRole('button', { name: 'Preparando arquivo...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(
      new Response(JSON.stringify(bundle), {
        status: 200,
        headers: {
          'Content-Type': 'application/fhir+json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="meus-dados-2026-11-26.json"',
        },
      }),
    );
    expect(await screen.findByText('Arquivo meus-dados-2026-11-26.json baixado.')).toBeTruthy();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('meus-dados-2026-11-26.json');
    expect(clicked[0]!.href).toBe('blob:meus-dados');
    expect(api.callsTo('GET', '/api/me/export')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeTruthy();
  });

  it('says why in Portuguese when the download fails, and lets the patient try again', async () => {
    mockApi({ 'GET /api/me/export': { status: 500, body: { error: 'Erro interno do servidor' } } });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro interno do servidor');
    expect(clicked).toHaveLength(0);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sem conexão');
  });

  it('keeps only a plain file name from the answer', () => {
    expect(fileNameOf('attachment; filename="meus-dados-2026-11-26.json"')).toBe(
      'meus-dados-2026-11-26.json',
    );
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('meus-dados.json');
    expect(fileNameOf(null)).toBe('meus-dados.json');
  });
});
