import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report, ReportWithReporter } from '@saude/shared/schemas/reports';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, signedIn } from '../../test/fixtures';
import { jpegDataUrl } from '../../test/fake-images';
import { nextPageOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const body = (extra: object = {}) => ({
  report_type: 'mosquito',
  title: '  Caixa d’água aberta  ',
  description: 'Água parada no quintal',
  latitude: -23.55,
  longitude: -46.63,
  address: 'Rua das Flores, 10',
  ...extra,
});

async function patient(name = 'Maria da Silva') {
  const p = await createPatient(ctx.db, { full_name: name });
  const c = new TestClient(ctx.app, `10.40.0.${p.id}`);
  await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  return { c, ...p };
}

describe('patients report', () => {
  it('creates a report with a photo and trimmed title, status pending', async () => {
    const { c } = await patient();
    const res = await c.post<Report>(
      '/api/reports',
      body({ photo_url: jpegDataUrl(), neighborhood: 'Centro' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      report_type: 'mosquito',
      title: 'Caixa d’água aberta',
      latitude: -23.55,
      longitude: -46.63,
      address: 'Rua das Flores, 10',
      neighborhood: 'Centro',
      status: 'pending',
    });
    expect(res.body.photo_url).toMatch(/^\/api\/files\/[\w-]{22}$/);
  });

  it.each([
    [{ title: '   ' }, 'Título é obrigatório'],
    [{ title: undefined }, 'Título é obrigatório'],
    [{ report_type: 'fire' }, 'Tipo de relatório inválido'],
    [{ latitude: 91 }, 'Localização inválida'],
    [{ longitude: 'abc' }, 'Localização inválida'],
  ])('refuses %o with its message and writes nothing', async (change, error) => {
    const { c } = await patient();
    const res = await c.post<{ error: string }>('/api/reports', body(change));
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await ctx.db.selectFrom('environmental_reports').select('id').execute()).toHaveLength(0);
  });

  it('lists only my reports, newest first, filtered by type and status', async () => {
    const me = await patient();
    const other = await patient();
    await me.c.post('/api/reports', body({ title: 'Primeiro' }));
    await me.c.post('/api/reports', body({ title: 'Lixo', report_type: 'trash' }));
    await other.c.post('/api/reports', body({ title: 'De outro' }));
    const mine = await me.c.get<Report[]>('/api/reports/my');
    expect(mine.body.map((r) => r.title)).toEqual(['Lixo', 'Primeiro']);
    expect((await me.c.get<Report[]>('/api/reports/my?type=trash')).body.map((r) => r.title)).toEqual([
      'Lixo',
    ]);
    expect((await me.c.get<Report[]>('/api/reports/my?type=all&status=')).body).toHaveLength(2);
    expect((await me.c.get<Report[]>('/api/reports/my?status=resolved')).body).toHaveLength(0);
    expect((await me.c.get<{ error: string }>('/api/reports/my?status=done')).body.error).toBe(
      'Status inválido',
    );
  });
});

describe('department follows reports up', () => {
  it('searches by title, reporter name or description; filters by status; paginates', async () => {
    const maria = await patient('Maria Oliveira');
    const joao = await patient('João Santos');
    await maria.c.post('/api/reports', body({ title: 'Pneus no terreno', description: 'Muitos pneus' }));
    await joao.c.post(
      '/api/reports',
      body({ title: 'Entulho', description: 'LIXO na calçada', report_type: 'trash' }),
    );
    const dept = await signedIn(ctx, 'health_department');
    const all = await dept.get<ReportWithReporter[]>('/api/reports');
    expect(all.headers.get('x-total-count')).toBe('2');
    expect(all.body[0]).toMatchObject({
      title: 'Entulho',
      patient_name: 'João Santos',
      patient_cpf: joao.cpf,
    });
    const title = await dept.get<ReportWithReporter[]>('/api/reports?q=PNEUS');
    expect(title.body.map((r) => r.title)).toEqual(['Pneus no terreno']);
    expect(
      (await dept.get<ReportWithReporter[]>('/api/reports?q=oliveira')).body.map((r) => r.title),
    ).toEqual(['Pneus no terreno']);
    expect((await dept.get<ReportWithReporter[]>('/api/reports?q=lixo')).body.map((r) => r.title)).toEqual([
      'Entulho',
    ]);
    expect((await dept.get<ReportWithReporter[]>('/api/reports?q=100%25')).body).toEqual([]);
    const first = await dept.get<ReportWithReporter[]>('/api/reports?limit=1');
    const page = await dept.get<ReportWithReporter[]>(nextPageOf(first)!);
    expect(page.body.map((r) => r.title)).toEqual(['Pneus no terreno']);
    expect(page.headers.get('x-total-count')).toBe('2');
  });

  it('changes the status freely; unknown status 400, unknown report 404', async () => {
    const me = await patient();
    const created = await me.c.post<Report>('/api/reports', body());
    const dept = await signedIn(ctx, 'health_department');
    const path = `/api/reports/${created.body.id}/status`;
    for (const status of ['investigating', 'resolved', 'pending']) {
      const res = await dept.patch<Report>(path, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    await dept.patch(path, { status: 'resolved' });
    expect((await dept.get<ReportWithReporter[]>('/api/reports?status=resolved')).body).toHaveLength(1);
    expect((await dept.get<ReportWithReporter[]>('/api/reports?status=pending')).body).toHaveLength(0);
    expect((await me.c.get<Report[]>('/api/reports/my')).body[0]!.status).toBe('resolved');
    expect(await dept.patch<{ error: string }>(path, { status: 'closed' })).toMatchObject({
      status: 400,
      body: { error: 'Status inválido' },
    });
    expect((await dept.patch('/api/reports/999999/status', { status: 'resolved' })).status).toBe(404);
  });
});
