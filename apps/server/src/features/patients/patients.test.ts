import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { createTestContext, type TestContext } from '../../test/harness';
import { totalOf } from '../../test/list-pages';
import { createPatient, signedIn } from '../../test/fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('GET /api/patients/search', () => {
  it('matches name case-insensitively, CPF digits and SUS card; audits the search', async () => {
    const ana = await createPatient(ctx.db, { full_name: 'Ana Beatriz Rocha' });
    await createPatient(ctx.db, { full_name: 'Bruno Rochedo' });
    await createPatient(ctx.db, { full_name: 'Carla Inativa Rocha', is_active: 0 });
    await ctx.db
      .updateTable('patients')
      .set({ sus_card: '898001234567808' })
      .where('id', '=', ana.id)
      .execute();
    const doctor = await signedIn(ctx, 'doctor');

    const byName = await doctor.get<PatientSearchResult[]>('/api/patients/search?q=ROCH');
    expect(byName.status).toBe(200);
    expect(byName.body.map((p) => p.full_name)).toEqual(['Ana Beatriz Rocha', 'Bruno Rochedo']);
    expect(Object.keys(byName.body[0]!).sort()).toEqual(['cpf', 'full_name', 'id', 'sus_card']);

    const masked = `${ana.cpf.slice(0, 3)}.${ana.cpf.slice(3, 6)}.${ana.cpf.slice(6, 9)}-${ana.cpf.slice(9)}`;
    const byCpf = await doctor.get<PatientSearchResult[]>(
      `/api/patients/search?q=${encodeURIComponent(masked)}`,
    );
    expect(byCpf.body.map((p) => p.id)).toEqual([ana.id]);

    const bySus = await doctor.get<PatientSearchResult[]>('/api/patients/search?q=898001234567808');
    expect(bySus.body.map((p) => p.id)).toEqual([ana.id]);

    // LIKE wildcards typed by the user are literal characters.
    expect((await doctor.get<PatientSearchResult[]>('/api/patients/search?q=%25%25%25')).body).toEqual([]);

    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'patients.search')
      .execute();
    expect(audit).toHaveLength(4);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ q: 'ROCH' });
  });

  it('asks for 3 characters of a name or a whole document, and answers one page by name', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    for (const q of ['', 'a', 'ab', '%20', '12', '123.456.789']) {
      const res = await doctor.get<{ error: string }>(`/api/patients/search?q=${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Digite pelo menos 3 letras do nome, ou o CPF ou o cartão SUS completo');
    }
    expect((await doctor.get('/api/patients/search')).status).toBe(400);
    for (let i = 0; i < 25; i++) await createPatient(ctx.db, { full_name: `Paciente ${i}` });
    const first = await doctor.get<PatientSearchResult[]>('/api/patients/search?q=paciente');
    expect(first.body).toHaveLength(20);
    expect(first.body.map((p) => p.full_name)).toEqual(first.body.map((p) => p.full_name).sort());
    expect(totalOf(first)).toEqual({ total: 25, exact: true });
    expect(first.headers.get('link')).toBeNull();
  });
});
