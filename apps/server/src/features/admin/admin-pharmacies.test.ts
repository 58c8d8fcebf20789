import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { createTestContext, type TestContext } from '../../test/harness';
import { departmentClient, login } from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const pharmacyBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Drogaria São João',
  cnpj: '11.222.333/0001-81',
  username: 'drogaria.sjoao',
  password: 'farmacia123',
  pharmacist_name: 'Renata Farias',
  pharmacist_crf: '12.345',
  pharmacist_crf_uf: 'sp',
  address: 'Rua das Flores, 10',
  phone: '(11) 3333-4444',
  ...extra,
});

describe('partner pharmacy accounts (decision 023)', () => {
  it('the department creates one with CNPJ and CRF, finds it typed without accents, and edits it', async () => {
    const { client } = await departmentClient(ctx);
    const created = await client.post<{ user: PharmacyUser }>('/api/admin/pharmacies', pharmacyBody());
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      name: 'Drogaria São João',
      cnpj: '11222333000181',
      pharmacist_crf: '12345',
      pharmacist_crf_uf: 'SP',
      phone: '1133334444',
      is_active: true,
    });
    expect(created.body.user).not.toHaveProperty('password_hash');

    for (const q of ['sao joao', 'JOAO drogaria', '11222333', 'renata']) {
      const found = await client.get<PharmacyUser[]>(`/api/admin/pharmacies?q=${encodeURIComponent(q)}`);
      expect(
        found.body.map((p) => p.name),
        q,
      ).toEqual(['Drogaria São João']);
    }
    const none = await client.get<PharmacyUser[]>('/api/admin/pharmacies?q=popular');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');

    const id = created.body.user.id;
    const edited = await client.put<{ user: PharmacyUser }>(
      `/api/admin/pharmacies/${id}`,
      pharmacyBody({ pharmacist_name: 'Paulo Reis', pharmacist_crf: '998877', password: '' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ pharmacist_name: 'Paulo Reis', pharmacist_crf: '998877' });
    // A blank password kept the old one.
    await login(ctx, '/api/pharmacy/login', { username: 'drogaria.sjoao', password: 'farmacia123' });

    const trail = await client.get<{ action: string }[]>('/api/admin/audit-events?action=admin.pharmacy.');
    expect(trail.body.map((e) => e.action).sort()).toEqual([
      'admin.pharmacy.created',
      'admin.pharmacy.updated',
    ]);
  });

  it('refuses a wrong CNPJ, CRF or UF in Portuguese and a CNPJ or username already taken', async () => {
    const { client } = await departmentClient(ctx);
    const wrong = [
      [{ cnpj: '11.222.333/0001-80' }, 'CNPJ inválido - verifique os dígitos verificadores'],
      [{ cnpj: '00.000.000/0000-00' }, 'CNPJ inválido - verifique os dígitos verificadores'],
      [{ cnpj: '1122233300018' }, 'CNPJ deve ter 14 caracteres'],
      [{ pharmacist_crf: '' }, 'CRF inválido: informe o número de inscrição'],
      [{ pharmacist_crf_uf: 'XX' }, 'UF do CRF inválida'],
      [{ pharmacist_name: '  ' }, 'Nome do farmacêutico responsável é obrigatório'],
    ] as const;
    for (const [extra, message] of wrong) {
      const res = await client.post<{ error: string }>('/api/admin/pharmacies', pharmacyBody(extra));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }

    expect((await client.post('/api/admin/pharmacies', pharmacyBody())).status).toBe(201);
    const sameCnpj = await client.post<{ error: string }>(
      '/api/admin/pharmacies',
      pharmacyBody({ username: 'outra', cnpj: '11222333000181' }),
    );
    expect([sameCnpj.status, sameCnpj.body.error]).toEqual([409, 'CNPJ já cadastrado']);
    const sameUser = await client.post<{ error: string }>(
      '/api/admin/pharmacies',
      pharmacyBody({ cnpj: generateCnpj() }),
    );
    expect([sameUser.status, sameUser.body.error]).toEqual([409, 'Nome de usuário já cadastrado']);
  });

  it('takes the alphanumeric CNPJ, masked and in lower case', async () => {
    const { client } = await departmentClient(ctx);
    const cnpj = generateCnpj(2);
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const res = await client.post<{ user: PharmacyUser }>(
      '/api/admin/pharmacies',
      pharmacyBody({ cnpj: masked.toLowerCase() }),
    );
    expect(res.status).toBe(201);
    expect(res.body.user.cnpj).toBe(cnpj);
  });

  it('a deactivation or a new password ends the pharmacy session at once; inactive cannot sign in', async () => {
    const { client } = await departmentClient(ctx);
    const id = (await client.post<{ user: PharmacyUser }>('/api/admin/pharmacies', pharmacyBody())).body.user
      .id;
    const credentials = { username: 'drogaria.sjoao', password: 'farmacia123' };

    const pharmacy = await login(ctx, '/api/pharmacy/login', credentials);
    expect((await pharmacy.get<{ user: PharmacyUser }>('/api/pharmacy/me')).body.user.name).toBe(
      'Drogaria São João',
    );
    await client.put(`/api/admin/pharmacies/${id}`, pharmacyBody({ password: 'nova-senha-1' }));
    expect((await pharmacy.get('/api/pharmacy/me')).status).toBe(401);

    const again = await login(ctx, '/api/pharmacy/login', { ...credentials, password: 'nova-senha-1' });
    const off = await client.patch<{ user: PharmacyUser }>(`/api/admin/pharmacies/${id}/status`, {
      is_active: false,
    });
    expect(off.body.user.is_active).toBe(false);
    expect((await again.get('/api/pharmacy/me')).status).toBe(401);
    const refused = await client.post<{ error: string }>('/api/pharmacy/login', {
      ...credentials,
      password: 'nova-senha-1',
    });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'Conta inativa. Procure a Secretaria de Saúde.',
    ]);
  });
});
