import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { VaccinationCard, VaccinationCardVerification } from '@saude/shared/schemas/vaccination-card';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import VaccinationCardPage from './vaccination-card-page';

const card: VaccinationCard = {
  issued_at: '2026-11-26T10:30:00Z',
  holder: {
    full_name: 'Maria da Conceição Souza',
    cpf: '52998224725',
    cns: '898001160392715',
    birth_date: '1990-03-15',
  },
  vaccinations: [
    {
      id: 1,
      vaccine_name: 'Febre amarela',
      vaccine_code: '14',
      dose: 'Dose única',
      vaccine_date: '2019-04-02',
      batch_number: 'FA2291',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
      health_unit_name: 'UBS Vila Esperança',
    },
  ],
  truncated: false,
  qr: 'http://localhost:3000/validar-carteira#d=abc&s=def',
};

function renderCardPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VaccinationCardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/carteira-de-vacinacao', () => {
  it('shows the card with CPF and CNS formatted, a QR code, and prints on request', async () => {
    mockApi({ 'GET /api/me/vaccination-card': { status: 200, body: card } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderCardPage();
    const shown = await screen.findByRole('article', { name: 'Carteira de vacinação' });
    const view = within(shown);
    expect(view.getByText('Maria da Conceição Souza')).toBeTruthy();
    expect(view.getByText('529.982.247-25')).toBeTruthy();
    expect(view.getByText('898 0011 6039 2715')).toBeTruthy();
    expect(view.getByText('15/03/1990')).toBeTruthy();
    expect(view.getByRole('img', { name: /QR code de validação/ })).toBeTruthy();
    const row = view.getByRole('row', { name: /Febre amarela/ });
    expect(row.textContent).toContain('Dose única');
    expect(row.textContent).toContain('FA2291');
    expect(row.textContent).toContain('UBS Vila Esperança');
    // The printed copy sits outside the app, hidden on screen.
    const printed = document.querySelector('[data-print="carteira-de-vacinacao"]');
    expect(printed?.className).toContain('print:block');
    expect(printed?.textContent).toContain('Maria da Conceição Souza');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('says so in Portuguese when the card cannot be loaded', async () => {
    mockApi({ 'GET /api/me/vaccination-card': { status: 500, body: { error: 'Erro interno do servidor' } } });
    renderCardPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Erro interno do servidor');
  });
});

describe('/validar-carteira', () => {
  const valid: VaccinationCardVerification = {
    status: 'valid',
    issued_at: '2026-11-26T10:30:00Z',
    holder: { initials: 'M. C. S.', cns: '898001160392715', birth_date: '1990-03-15' },
    vaccinations: [{ vaccine: 'Febre amarela', vaccine_code: '14', dose: 'Dose única', date: '2019-04-02' }],
  };

  it('sends the scanned link and shows what the signature vouches for', async () => {
    const api = mockApi({ 'POST /api/vaccination-card/verify': { status: 200, body: valid } });
    renderRoute('/validar-carteira#d=abc&s=def');
    expect(await screen.findByText('Carteira autêntica')).toBeTruthy();
    expect(screen.getByText('M. C. S.')).toBeTruthy();
    expect(screen.getByText('898 0011 6039 2715')).toBeTruthy();
    expect(screen.getByText('Febre amarela')).toBeTruthy();
    expect(api.callsTo('POST', '/api/vaccination-card/verify')[0]!.body).toEqual({
      qr: `${window.location.origin}/validar-carteira#d=abc&s=def`,
    });
  });

  it('says when a card does not check out', async () => {
    mockApi({
      'POST /api/vaccination-card/verify': {
        status: 200,
        body: { status: 'tampered', message: 'QR code adulterado ou danificado.' },
      },
    });
    renderRoute('/validar-carteira#d=abc&s=xyz');
    expect(await screen.findByText('Carteira não confere')).toBeTruthy();
    expect(screen.getByText('QR code adulterado ou danificado.')).toBeTruthy();
  });

  it('tells a visitor without a code how to use the page', async () => {
    mockApi();
    renderRoute('/validar-carteira');
    expect(await screen.findByText(/Aponte a câmera do celular/)).toBeTruthy();
  });
});
