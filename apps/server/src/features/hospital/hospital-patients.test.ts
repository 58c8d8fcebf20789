import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { totalOf } from '../../test/list-pages';
import { createPatient, nextCpf } from '../../test/fixtures';
import { hospitalClient } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('hospital patients', () => {
  it('registers a patient for the unit who can then sign in', async () => {
    const hospital = await hospitalClient(ctx);
    const cpf = nextCpf();
    const res = await hospital.client.post<HospitalPatient>('/api/hospital/patients', {
      full_name: 'Severino Alves',
      cpf,
      password: 'segredo1',
      birth_date: '1950-04-02',
      phone: '(11) 96666-5555',
      sus_card: '700000000000005',
      blood_type: 'O+',
      gender: 'masculino',
      allergies: 'Dipirona',
      emergency_contact_name: 'Filha',
      emergency_contact_phone: '11955554444',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      full_name: 'Severino Alves',
      cpf,
      birth_date: '1950-04-02',
      phone: '11966665555',
      blood_type: 'O+',
      gender: 'masculino',
      is_active: true,
      profile_photo_url: null,
    });
    const row = await ctx.db
      .selectFrom('patients')
      .selectAll()
      .where('cpf', '=', cpf)
      .executeTakeFirstOrThrow();
    expect(row.created_by_health_unit_id).toBe(hospital.unitId);
    const login = await new TestClient(ctx.app, '10.60.0.1').post('/api/auth/patient/login', {
      cpf,
      password: 'segredo1',
    });
    expect(login.status).toBe(200);
  });

  it('answers 409 for a CPF already registered and 400 for missing fields, writing nothing', async () => {
    const hospital = await hospitalClient(ctx);
    const existing = await createPatient(ctx.db);
    const taken = await hospital.client.post<{ error: string }>('/api/hospital/patients', {
      full_name: 'Outra',
      cpf: existing.cpf,
      password: 'segredo1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('CPF já cadastrado');
    const cpf = nextCpf();
    const cases: [Record<string, unknown>, string][] = [
      [{ cpf, password: 'segredo1' }, 'Nome completo é obrigatório'],
      [{ full_name: 'A', password: 'segredo1' }, 'CPF é obrigatório'],
      [{ full_name: 'A', cpf: '123', password: 'segredo1' }, 'CPF deve ter 11 dígitos'],
      [{ full_name: 'A', cpf }, 'Senha é obrigatória'],
      [{ full_name: 'A', cpf, password: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
      [{ full_name: 'A', cpf, password: 'segredo1', blood_type: 'Z+' }, 'Tipo sanguíneo inválido'],
    ];
    for (const [body, message] of cases) {
      const res = await hospital.client.post<{ error: string }>('/api/hospital/patients', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await ctx.db.selectFrom('patients').select('id').execute()).toHaveLength(1);
  });

  it('searches by a name from 3 characters or a whole CPF or cartão SUS, and refuses less', async () => {
    const hospital = await hospitalClient(ctx);
    const joana = await createPatient(ctx.db, { full_name: 'Joana Prado' });
    const pedro = await createPatient(ctx.db, { full_name: 'Pedro Lima' });
    await ctx.db
      .updateTable('patients')
      .set({ sus_card: '898001234567808' })
      .where('id', '=', pedro.id)
      .execute();
    await createPatient(ctx.db, { full_name: 'Raquel 100% Souza' });

    const search = async (q: string) =>
      (
        await hospital.client.get<HospitalPatient[]>(
          `/api/hospital/patients/search?q=${encodeURIComponent(q)}`,
        )
      ).body.map((p) => p.id);
    expect(await search('joANA')).toEqual([joana.id]);
    const masked = `${joana.cpf.slice(0, 3)}.${joana.cpf.slice(3, 6)}.${joana.cpf.slice(6, 9)}-${joana.cpf.slice(9)}`;
    expect(await search(masked)).toEqual([joana.id]);
    expect(await search('898 0012 3456 7808')).toEqual([pedro.id]);
    expect(await search('0% s')).toHaveLength(1); // % is matched literally
    expect(await search('zzz')).toEqual([]);

    // Too little to name anyone: a letter or two, part of a CPF (paging through the register by prefix).
    for (const q of ['a', 'jo', joana.cpf.slice(0, 2), joana.cpf.slice(0, 10), '8980012']) {
      const short = await hospital.client.get<{ error: string }>(`/api/hospital/patients/search?q=${q}`);
      expect(short.status, q).toBe(400);
      expect(short.body.error).toBe('Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo');
    }
  });

  it('answers one page by name, with the total, no link to more, and audits which patients it showed', async () => {
    const hospital = await hospitalClient(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      ids.push((await createPatient(ctx.db, { full_name: `Silva ${String(21 - i).padStart(2, '0')}` })).id);
    }
    await createPatient(ctx.db, { full_name: 'Souza' });
    const page = await hospital.client.get<HospitalPatient[]>(
      '/api/hospital/patients/search?q=silva&limit=10',
    );
    expect(page.body.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(totalOf(page)).toEqual({ total: 22, exact: true });
    expect(page.headers.get('link')).toBeNull();
    // More than the one page allowed is the one page.
    const big = await hospital.client.get<HospitalPatient[]>(
      '/api/hospital/patients/search?q=silva&limit=100',
    );
    expect(big.body).toHaveLength(20);
    expect(big.headers.get('link')).toBeNull();
    const audits = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'patient.searched')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => JSON.parse(a.details!).ids)).toEqual([
      ids.slice(12).reverse(),
      ids.slice(2).reverse(),
    ]);
    expect((await hospital.client.get('/api/hospital/patients/search?q=silva&limit=0')).status).toBe(400);
  });

  it("shows any patient's details and audits the read", async () => {
    const hospital = await hospitalClient(ctx);
    const p = await createPatient(ctx.db, { full_name: 'Lúcia Mendes' });
    const res = await hospital.client.get<HospitalPatient>(`/api/hospital/patients/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, full_name: 'Lúcia Mendes', cpf: p.cpf });
    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'patient.read')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_kind: 'hospital', target_type: 'patient', target_id: String(p.id) });
    expect((await hospital.client.get('/api/hospital/patients/99999')).status).toBe(404);
  });
});
