/**
 * The request list reads one index range per branch of the visibility rule, in each status's order,
 * and the counters read the per-key counts kept by triggers (migration 006): a unit must still see
 * exactly what the rule gives, in that order, page after page, and its counters (the list's total)
 * must follow every kind of change and equal what paging reaches.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { UnitRequestStatus as RequestStatus } from '@saude/shared/domain/constants';
import type { HospitalRequestCounts, HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { readAllPages, totalOf } from '../../test/list-pages';
import { createPatient, createUnit } from '../../test/fixtures';
import { hospitalClient, insertHospitalDoctor } from '../appointments/appointments.fixtures';

const REJECT = { reason: 'Sem vaga na agenda para esta especialidade' };

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const STATUSES: RequestStatus[] = ['pending', 'approved', 'rejected'];

/**
 * The rule as the list applied it before, one OR over the whole table, in the order of the status:
 * pending oldest first, decided most recently decided first (the creation when no decision time).
 */
async function visibleByRule(unitId: number, status: RequestStatus) {
  const decided = sql<string>`coalesce(r.decided_at, r.created_at)`;
  const query = ctx.db
    .selectFrom('appointment_requests as r')
    .select('r.id')
    .where((eb) =>
      eb.or([
        eb('r.health_unit_id', '=', unitId),
        eb.and([eb('r.health_unit_id', 'is', null), eb('r.status', '=', 'pending')]),
        eb('r.decided_health_unit_id', '=', unitId),
      ]),
    )
    .where('r.status', '=', status);
  const ordered =
    status === 'pending'
      ? query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc')
      : query.orderBy(decided, 'desc').orderBy('r.id', 'desc');
  return (await ordered.execute()).map((r) => r.id);
}

/** Every page of the unit's list of one status, `limit` at a time, and the totals each page sent. */
async function allPages(client: TestClient, status: RequestStatus, limit: number) {
  const { items, pages } = await readAllPages<HospitalRequestItem>(
    client,
    `/api/hospital/appointment-requests?status=${status}&limit=${limit}`,
  );
  return { ids: items.map((r) => r.id), totals: pages.map((p) => totalOf(p)) };
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    // The low bits of such a generator repeat quickly: the high ones are used.
    return Math.floor((s / 2 ** 31) * n);
  };
}

describe('hospital request visibility', () => {
  it('shows each unit what the rule gives, page by page, with counters that follow every change', async () => {
    const [u1, u2, u3] = [
      (await createUnit(ctx.db, 'UBS Um')).id,
      (await createUnit(ctx.db, 'UBS Dois')).id,
      (await createUnit(ctx.db, 'UBS Três')).id,
    ];
    const h1 = (await hospitalClient(ctx, u1)).client;
    const h2 = (await hospitalClient(ctx, u2)).client;
    const patient = (await createPatient(ctx.db)).id;
    const rnd = random(7);
    const units = [u1, u2, u3, null];
    const rows = [];
    for (let i = 0; i < 160; i++) {
      const unit = units[rnd(4)]!;
      const status = STATUSES[rnd(3)]!;
      // Mostly as the service writes them; some odd rows too (decided by another unit, a pending
      // request with a deciding unit): the rule decides, whatever the data.
      const decided =
        status === 'pending' ? (rnd(10) === 0 ? units[rnd(3)]! : null) : (unit ?? units[rnd(3)]!);
      const odd = rnd(12) === 0 ? units[rnd(3)]! : decided;
      // Few distinct times, so the id decides many ties; some decided rows without a decision time
      // (loaded in bulk), which sort by their creation among the others.
      const at = `2026-01-01T00:00:${String(rnd(25)).padStart(2, '0')}.000Z`;
      const decidedAt =
        status === 'pending' || rnd(4) === 0
          ? null
          : `2026-01-01T00:00:${String(rnd(40)).padStart(2, '0')}.000Z`;
      rows.push({
        patient_id: patient,
        specialty: 'Cardiologista',
        appointment_type: 'consultation',
        requested_date: '2026-02-01',
        health_unit_id: unit,
        status,
        decided_health_unit_id: odd,
        decided_at: decidedAt,
        created_at: at,
        updated_at: at,
      });
    }
    await ctx.db.insertInto('appointment_requests').values(rows).execute();

    const check = async () => {
      for (const [client, unit] of [
        [h1, u1],
        [h2, u2],
      ] as const) {
        const counts = (await client.get<HospitalRequestCounts>('/api/hospital/appointment-requests/counts'))
          .body;
        const reached = { pending: 0, approved: 0, rejected: 0 };
        for (const status of STATUSES) {
          const expected = await visibleByRule(unit, status);
          for (const limit of [1, 7, 100]) {
            const pages = await allPages(client, status, limit);
            expect(pages.ids, `unit ${unit} ${status} by ${limit}`).toEqual(expected);
            // Every page tells the number paging reaches: the status's counter.
            for (const total of pages.totals) expect(total).toEqual({ total: expected.length, exact: true });
          }
          reached[status] = expected.length;
        }
        expect(counts).toEqual({ ...reached, total: reached.pending + reached.approved + reached.rejected });
      }
    };
    await check();

    // Decisions through the API: an any-unit request and one of the unit's own.
    const anyUnit = await ctx.db
      .selectFrom('appointment_requests')
      .select('id')
      .where('health_unit_id', 'is', null)
      .where('status', '=', 'pending')
      .where('decided_health_unit_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await h1.post(`/api/hospital/appointment-requests/${anyUnit.id}/reject`, REJECT)).status).toBe(
      200,
    );
    const own = await ctx.db
      .selectFrom('appointment_requests')
      .select('id')
      .where('health_unit_id', '=', u2)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect((await h2.post(`/api/hospital/appointment-requests/${own.id}/reject`, REJECT)).status).toBe(200);
    const doctor = await insertHospitalDoctor(ctx, u1);
    for (const unit of [u1, null]) {
      let q = ctx.db
        .selectFrom('appointment_requests')
        .select('id')
        .where('status', '=', 'pending')
        .where('decided_health_unit_id', 'is', null);
      q = unit ? q.where('health_unit_id', '=', unit) : q.where('health_unit_id', 'is', null);
      const { id } = await q.executeTakeFirstOrThrow();
      const approved = await h1.post(`/api/hospital/appointment-requests/${id}/approve`, {
        appointment_date: '2999-01-01',
        // One time each: the doctor is booked once at a time.
        appointment_time: unit ? '09:00' : '10:00',
        assigned_doctor_id: `hospital:${doctor}`,
      });
      expect(approved.status).toBe(200);
    }
    await check();

    // Direct writes: a request moved to another unit, one deleted, a new one, and a unit deleted
    // (its requests lose their unit by the foreign key and join the pool).
    const moved = await ctx.db
      .selectFrom('appointment_requests')
      .select('id')
      .where('health_unit_id', '=', u1)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('appointment_requests')
      .set({ health_unit_id: u2 })
      .where('id', '=', moved.id)
      .execute();
    const gone = await ctx.db
      .selectFrom('appointment_requests')
      .select('id')
      .where('health_unit_id', '=', u2)
      .executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('appointment_requests').where('id', '=', gone.id).execute();
    await ctx.db
      .insertInto('appointment_requests')
      .values({ ...rows[0]!, health_unit_id: null, status: 'pending', decided_health_unit_id: null })
      .execute();
    await ctx.db.deleteFrom('health_units').where('id', '=', u3).execute();
    await check();

    // The kept counts equal a count of the table, key by key.
    const kept = await ctx.db
      .selectFrom('appointment_request_counts')
      .select(['health_unit_id', 'decided_health_unit_id', 'status', 'n'])
      .where('n', '!=', 0)
      .execute();
    const counted = new Map<string, number>();
    for (const r of await ctx.db
      .selectFrom('appointment_requests')
      .select(['health_unit_id', 'decided_health_unit_id', 'status'])
      .execute()) {
      const key = `${r.health_unit_id ?? 0}/${r.decided_health_unit_id ?? 0}/${r.status}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(
        kept.map((r) => [`${r.health_unit_id}/${r.decided_health_unit_id}/${r.status}`, Number(r.n)]),
      ),
    ).toEqual(Object.fromEntries(counted));
  });
});
