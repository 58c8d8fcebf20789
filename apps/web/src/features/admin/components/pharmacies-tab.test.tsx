import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { SLOW, signedInDepartment } from '../test/department-session';

const central: PharmacyUser = {
  id: 7,
  username: 'farmacia.central',
  name: 'Drogaria Central',
  cnpj: '45700431000107',
  pharmacist_name: 'Renata Farias Lopes',
  pharmacist_crf: '48213',
  pharmacist_crf_uf: 'SP',
  address: null,
  phone: null,
  is_active: true,
  created_at: '2026-01-01T12:00:00Z',
};

describe('/admin?aba=pharmacies', () => {
  it('lists pharmacies with a masked CNPJ and the CRF, and creates one with unmasked fields', async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/pharmacies': () => listReply([central], { total: 1 }),
      'POST /api/admin/pharmacies': ({ body }) => {
        const cnpj = (body as { cnpj: string }).cnpj;
        return cnpj === '45700431000107'
          ? jsonResponse(409, { error: 'CNPJ já cadastrado' })
          : jsonResponse(201, { success: true, user: { ...central, id: 8 } });
      },
    });
    renderRoute('/admin?aba=pharmacies');
    const table = await screen.findByRole('table', { name: 'Farmácias parceiras' }, SLOW);
    expect(within(table).getByText('45.700.431/0001-07')).toBeTruthy();
    expect(within(table).getByText('CRF-SP 48213')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nova Farmácia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Farmácia' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
    type('Nome da farmácia', 'Drogaria Central');
    type('CNPJ', '45700431000107');
    expect((within(dialog).getByLabelText('CNPJ') as HTMLInputElement).value).toBe('45.700.431/0001-07');
    type('Nome de usuário', 'outra.central');
    type('Senha', 'senha-123');
    type('Farmacêutico responsável', 'Renata Farias Lopes');
    type('CRF', '48.213');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar Farmácia' }));

    // The server's refusal stays in the dialog, in its words; nothing typed is lost.
    expect(await within(dialog).findByText('CNPJ já cadastrado')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/pharmacies')[0]?.body).toMatchObject({
      cnpj: '45700431000107',
      pharmacist_crf: '48213',
      pharmacist_crf_uf: 'SP',
      address: null,
      phone: null,
    });
    expect((within(dialog).getByLabelText('Nome de usuário') as HTMLInputElement).value).toBe(
      'outra.central',
    );

    type('CNPJ', '11222333000181');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar Farmácia' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova Farmácia' })).toBeNull());
  });

  it('checks the CNPJ before sending', async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/pharmacies': () => listReply([], { total: 0 }),
    });
    renderRoute('/admin?aba=pharmacies');
    expect(await screen.findByText('Nenhuma farmácia cadastrada', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova Farmácia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Farmácia' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
    type('Nome da farmácia', 'Farmácia Nova');
    type('CNPJ', '11.222.333/0001-80');
    type('Nome de usuário', 'nova');
    type('Senha', 'senha-123');
    type('Farmacêutico responsável', 'Caio');
    type('CRF', '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar Farmácia' }));
    expect(
      await within(dialog).findByText('CNPJ inválido - verifique os dígitos verificadores'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/pharmacies')).toHaveLength(0);
  });
});
