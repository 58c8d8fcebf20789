import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { createTestContext, type TestContext, type TestClient } from '../../test/harness';
import {
  createAuthority,
  createDepartment,
  createHospital,
  createPatient,
  createStaff,
  signedIn,
} from '../../test/fixtures';
import { nowIso } from '../../lib/time';
import { addDays, cityDateOf, cityDayStartUtc } from '../../lib/city-calendar';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const today = () => cityDateOf(new Date());
const ago = (days: number) => addDays(today(), -days);
/** A city wall-clock time on a day relative to today, as the stored UTC text. */
const cityAt = (daysAgo: number, ms = 12 * 3_600_000) =>
  new Date(Date.parse(cityDayStartUtc(ago(daysAgo))) + ms).toISOString();

type Seeded = { dept: TestClient; ids: Record<string, number> };

/** A signed-in department reading a trail of known events (its own sign-in events are cleared). */
async function seed(): Promise<Seeded> {
  const db = ctx.db;
  const dept = await signedIn(ctx, 'health_department');
  await db.deleteFrom('audit_events').execute();
  const patient = await createPatient(db, { full_name: 'Maria Aparecida Conceição' });
  const doctor = await createStaff(db, 'doctor');
  const manager = await createDepartment(db);
  const hospital = await createHospital(db);
  const authority = await createAuthority(db);
  const at = nowIso();
  const external = await db
    .insertInto('external_identities')
    .values({
      provider: 'google',
      subject: 'sub-1',
      email: 'joana@example.com',
      name: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const events: [string, string, string | null, number | null, Partial<Record<string, string>>][] = [
    ['login', cityAt(0), 'patient', patient.id, { action: 'login.succeeded' }],
    ['failed', cityAt(1), null, null, { action: 'login.failed', ip: '10.9.9.9', details: '{"cpf":"***"}' }],
    ['denied', cityAt(2, 0), 'staff', doctor.id, { action: 'access.denied' }],
    ['list', cityAt(2, -1), 'health_department', manager.id, { action: 'admin.patients.list' }],
    [
      'prov',
      cityAt(5),
      'public_authority',
      authority.id,
      { action: 'provisional_patients.list', target_type: 'provisional_patient' },
    ],
    [
      'hospital',
      cityAt(6),
      'hospital',
      hospital.id,
      { action: 'hospital.request.approved', target_type: 'appointment_request', target_id: '42' },
    ],
    ['external', cityAt(7), 'external', external.id, { action: 'profile.created', details: 'not json' }],
    ['gone', cityAt(8), 'staff', 999_999, { action: 'login.succeeded' }],
  ];
  const ids: Record<string, number> = {};
  for (const [name, occurred_at, actor_kind, actor_id, extra] of events) {
    const row = await db
      .insertInto('audit_events')
      .values({
        occurred_at,
        actor_kind,
        actor_id,
        action: extra.action!,
        target_type: extra.target_type ?? null,
        target_id: extra.target_id ?? null,
        ip: extra.ip ?? '10.0.0.7',
        request_id: null,
        details: extra.details ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
  return { dept, ids };
}

async function names(dept: TestClient, query: string, ids: Record<string, number>) {
  const res = await dept.get<AuditEvent[]>(`/api/admin/audit-events${query}`);
  expect(res.status).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  // Reads of the trail itself ('audit.read') are checked separately.
  return res.body.filter((e) => e.action !== 'audit.read').map((e) => byId[e.id]);
}

describe('GET /api/admin/audit-events', () => {
  it('lists newest first with the actor name resolved per kind and details parsed', async () => {
    const { dept, ids } = await seed();
    const res = await dept.get<AuditEvent[]>('/api/admin/audit-events');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('8');
    expect(res.body.map((e) => e.id)).toEqual(Object.values(ids));
    const name = (key: string) => res.body.find((e) => e.id === ids[key])!;
    expect(name('login').actor_name).toBe('Maria Aparecida Conceição');
    expect(name('denied').actor_name).toBe('Funcionário doctor');
    expect(name('list').actor_name).toBe('Gestora Municipal');
    expect(name('prov').actor_name).toBe('Polícia Civil');
    expect(name('hospital').actor_name).toBe('Administrador');
    expect(name('external').actor_name).toBe('joana@example.com');
    expect(name('gone').actor_name).toBeNull();
    expect(name('failed')).toMatchObject({
      actor_kind: null,
      actor_id: null,
      actor_name: null,
      action: 'login.failed',
      ip: '10.9.9.9',
      details: { cpf: '***' },
    });
    expect(name('external').details).toEqual({ raw: 'not json' });
    expect(name('hospital')).toMatchObject({ target_type: 'appointment_request', target_id: '42' });
  });

  it('filters by action (exact or family), actor kind and target type', async () => {
    const { dept, ids } = await seed();
    expect(await names(dept, '?action=login.', ids)).toEqual(['login', 'failed', 'gone']);
    // A family is the codes with one more word after the dot.
    expect(await names(dept, '?action=hospital.request.', ids)).toEqual(['hospital']);
    expect(await names(dept, '?action=hospital.', ids)).toEqual([]);
    expect(await names(dept, '?action=login.failed', ids)).toEqual(['failed']);
    expect(await names(dept, '?action=login', ids)).toEqual([]);
    expect(await names(dept, '?action=login%25', ids)).toEqual([]);
    expect(await names(dept, '?actor_kind=staff', ids)).toEqual(['denied', 'gone']);
    expect(await names(dept, '?actor_kind=all', ids)).toHaveLength(8);
    expect(await names(dept, '?target_type=provisional_patient', ids)).toEqual(['prov']);
    expect(await names(dept, '?action=login.&actor_kind=staff', ids)).toEqual(['gone']);
  });

  it('takes from/to as inclusive city dates', async () => {
    const { dept, ids } = await seed();
    // 'denied' is the first instant of day -2, 'list' the last millisecond of day -3.
    expect(await names(dept, `?from=${ago(2)}&to=${ago(2)}`, ids)).toEqual(['denied']);
    expect(await names(dept, `?from=${ago(3)}&to=${ago(3)}`, ids)).toEqual(['list']);
    expect(await names(dept, `?from=${ago(1)}`, ids)).toEqual(['login', 'failed']);
    expect(await names(dept, `?to=${ago(6)}`, ids)).toEqual(['hospital', 'external', 'gone']);
    expect(await names(dept, `?from=${today()}&to=${today()}`, ids)).toEqual(['login']);
  });

  it('searches q in the action, target id, ip and actor name, case and accents aside, every word', async () => {
    const { dept, ids } = await seed();
    expect(await names(dept, '?q=APARECIDA', ids)).toEqual(['login']);
    expect(await names(dept, '?q=conceicao%20maria', ids)).toEqual(['login']);
    expect(await names(dept, '?q=conceicao%20joana', ids)).toEqual([]);
    expect(await names(dept, '?q=10.9.9', ids)).toEqual(['failed']);
    expect(await names(dept, '?q=42', ids)).toEqual(['hospital']);
    expect(await names(dept, '?q=denied', ids)).toEqual(['denied']);
    expect(await names(dept, '?q=joana', ids)).toEqual(['external']);
    expect(await names(dept, '?q=100%25', ids)).toEqual([]);
  });

  it('pages newest first to every event, with the filters in the link and the total', async () => {
    const { dept, ids } = await seed();
    const path = `/api/admin/audit-events?action=login.&from=${ago(10)}&limit=2`;
    const first = await dept.get<AuditEvent[]>(path);
    expect(totalOf(first)).toEqual({ total: 3, exact: true });
    const next = new URL(`http://x${nextPageOf(first)}`);
    expect([next.searchParams.get('action'), next.searchParams.get('from')]).toEqual(['login.', ago(10)]);
    const { items, pages } = await readAllPages<AuditEvent>(dept, path);
    expect(items.map((e) => e.id)).toEqual([ids.login, ids.failed, ids.gone]);
    expect(pages.map((p) => p.body.length)).toEqual([2, 1]);

    // Two events of the same millisecond are told apart by id, newest id first.
    const twin = await ctx.db
      .insertInto('audit_events')
      .values({ occurred_at: cityAt(1), actor_kind: null, actor_id: null, action: 'login.failed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await readAllPages<AuditEvent>(dept, '/api/admin/audit-events?action=login.&limit=1');
    expect(again.items.map((e) => e.id)).toEqual([ids.login, twin.id, ids.failed, ids.gone]);
  });

  it('is for the department only', async () => {
    for (const role of ['doctor', 'hospital', 'public_authority', 'patient'] as const) {
      expect((await (await signedIn(ctx, role)).get('/api/admin/audit-events')).status, role).toBe(403);
    }
  });

  it('records each read as audit.read with the filter, visible to the next read', async () => {
    const { dept } = await seed();
    await dept.get('/api/admin/audit-events?action=login.&q=maria');
    const next = await dept.get<AuditEvent[]>('/api/admin/audit-events?action=audit.read');
    expect(next.headers.get('x-total-count')).toBe('1');
    expect(next.body[0]).toMatchObject({
      action: 'audit.read',
      actor_kind: 'health_department',
      actor_name: 'Gestora Municipal',
      details: { action: 'login.', q: 'maria', limit: 50, returned: 1, total: 1 },
    });
    const stored = await ctx.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'audit.read')
      .execute();
    expect(stored).toHaveLength(2);
  });

  it.each([
    ['?actor_kind=robot', 'Tipo de usuário inválido'],
    ['?from=2026-02-30', 'Data inicial inválida'],
    ['?to=ontem', 'Data final inválida'],
    ['?from=2026-05-02&to=2026-05-01', 'A data inicial deve ser anterior à final'],
    ['?limit=101', 'O limite deve ser um número inteiro de 1 a 100'],
    [`?cursor=${Buffer.from('[0,1,2]').toString('base64url')}`, 'Cursor de paginação inválido'],
  ])('refuses %s with a 400 and its message, and records nothing', async (query, error) => {
    const dept = await signedIn(ctx, 'health_department');
    const res = await dept.get<{ error: string }>(`/api/admin/audit-events${query}`);
    expect(res).toMatchObject({ status: 400, body: { error } });
    const reads = await ctx.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'audit.read')
      .execute();
    expect(reads).toHaveLength(0);
  });
});
