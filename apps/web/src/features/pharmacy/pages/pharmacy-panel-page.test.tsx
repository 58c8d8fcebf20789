import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PharmacyDispensing, PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const pharmacy: PharmacyUser = {
  id: 3,
  username: 'farmacia.central',
  name: 'Drogaria Central',
  cnpj: '11222333000181',
  pharmacist_name: 'Renata Farias',
  pharmacist_crf: '48213',
  pharmacist_crf_uf: 'SP',
  address: 'Rua XV de Novembro, 210',
  phone: '1934118080',
  is_active: true,
  created_at: '2026-01-01T12:00:00Z',
};

const dispensing: PharmacyDispensing = {
  public_id: 'abcdefghijklmnopqrstuv',
  dispensed_at: '2026-11-20T14:30:00Z',
  dispensed_by: 'Drogaria Central, CNPJ 11.222.333/0001-81',
  prescription_date: '2026-11-18',
  doctor_name: 'Dra. Camila Rocha',
  patient_initials: 'M. C. S.',
  prescription_text: 'Amoxicilina 500 mg — 1 cápsula de 8 em 8 horas',
};

describe('/farmacia', () => {
  it("shows the pharmacy, its pharmacist's CRF and what it dispensed; a pasted code opens the prescription", async () => {
    mockApi({
      'GET /api/pharmacy/me': { status: 200, body: { user: pharmacy } },
      'GET /api/prescriptions/dispensed?limit=20': {
        status: 200,
        body: [dispensing],
      },
    });
    const { router } = renderRoute('/farmacia');
    expect(await screen.findByRole('heading', { name: 'Painel da Farmácia' })).toBeTruthy();
    expect(screen.getAllByText('CNPJ 11.222.333/0001-81').length).toBeGreaterThan(0);
    expect(screen.getByText('Renata Farias · CRF-SP 48213')).toBeTruthy();
    expect(await screen.findByText(/Paciente M\. C\. S\./)).toBeTruthy();

    const field = screen.getByLabelText('Link do QR code ou código da receita');
    fireEvent.change(field, { target: { value: 'não é um código' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir receita' }));
    expect(await screen.findByText('Cole o link lido do QR code ou o código da receita.')).toBeTruthy();

    fireEvent.change(field, { target: { value: dispensing.public_id } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir receita' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/validar-receita'));
    expect(router.state.location.search).toBe(`?id=${dispensing.public_id}`);
  });

  it('sends a counter without a session to the pharmacy sign-in', async () => {
    mockApi({});
    const { router } = renderRoute('/farmacia');
    await waitFor(() => expect(router.state.location.pathname).toBe('/farmacia-login'));
    expect(await screen.findByRole('heading', { name: 'Farmácias parceiras' })).toBeTruthy();
  });
});
