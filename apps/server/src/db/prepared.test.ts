import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { createPatient } from '../test/fixtures';
import { hideValuesFromPlanner } from './database';
import { prepared } from './prepared';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('prepared queries', () => {
  it('run with the values of each call, build each shape once, and keep constants of the build', async () => {
    const a = await createPatient(ctx.db, { full_name: 'Ana Souza' });
    const b = await createPatient(ctx.db, { full_name: 'Bruno Lima', is_active: 0 });
    let builds = 0;
    const names = prepared<{ id: number }, { full_name: string }>((db, p, shape) => {
      builds++;
      let q = db.selectFrom('patients').select('full_name').where('id', '=', p.id);
      // A constant of the build (not a value of the call): stays as it was built.
      if (shape === 'active') q = q.where('is_active', '=', 1);
      return q;
    });
    expect(await names(ctx.db, { id: a.id })).toEqual([{ full_name: 'Ana Souza' }]);
    expect(await names(ctx.db, { id: b.id })).toEqual([{ full_name: 'Bruno Lima' }]);
    expect(builds).toBe(1);
    expect(await names(ctx.db, { id: b.id }, 'active')).toEqual([]);
    expect(await names(ctx.db, { id: a.id }, 'active')).toEqual([{ full_name: 'Ana Souza' }]);
    expect(builds).toBe(2);
    // Inside a transaction, on its connection.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('patients').set({ full_name: 'Ana S.' }).where('id', '=', a.id).execute();
      expect(await names(trx, { id: a.id })).toEqual([{ full_name: 'Ana S.' }]);
    });
  });
});

describe('prepared queries on SQLite', () => {
  it('hide their values from the planner with +?, outside quoted text and names', () => {
    expect(hideValuesFromPlanner(`select ? as "a?" from t where x = ? and y = 'it''s ?' limit ?`)).toBe(
      `select +? as "a?" from t where x = +? and y = 'it''s ?' limit +?`,
    );
  });

  it('answer as before on an analysed database, values in conditions, limits and the select', async () => {
    if (ctx.database.dialect !== 'sqlite') return;
    const ana = await createPatient(ctx.db, { full_name: 'Ana Souza' });
    await createPatient(ctx.db, { full_name: 'Bruno Lima' });
    await createPatient(ctx.db, { full_name: 'Ana Lima' });
    await sql`analyze`.execute(ctx.db);
    const named = prepared<
      { like: string; from: number; limit: number; tag: string },
      Record<string, unknown>
    >((db, p) =>
      db
        .selectFrom('patients')
        .select((eb) => ['full_name', eb.val(p.tag).as('tag'), sql.lit('?').as('mark')])
        .where('full_name', 'like', p.like)
        .where('id', '>=', p.from)
        .orderBy('id')
        .limit(p.limit),
    );
    expect(await named(ctx.db, { like: 'Ana%', from: ana.id, limit: 5, tag: 'x' })).toEqual([
      { full_name: 'Ana Souza', tag: 'x', mark: '?' },
      { full_name: 'Ana Lima', tag: 'x', mark: '?' },
    ]);
    expect(await named(ctx.db, { like: '%Lima', from: ana.id, limit: 1, tag: 'y' })).toEqual([
      { full_name: 'Bruno Lima', tag: 'y', mark: '?' },
    ]);
  });
});

describe('prepared queries on PostgreSQL', () => {
  it('are prepared by name on the connection (parsed and planned once), other SQL is not', async () => {
    if (ctx.database.dialect !== 'postgres') return;
    const patient = await createPatient(ctx.db, { full_name: 'Ana Souza' });
    const byId = prepared<{ id: number }, { full_name: string }>((db, p) =>
      db.selectFrom('patients').select('full_name').where('id', '=', p.id),
    );
    // What the connection keeps, read on that same connection (a prepared statement too).
    const kept = prepared<{ like: string }, { name: string; statement: string }>((db, p) =>
      db
        .selectFrom(sql<{ name: string; statement: string }>`pg_prepared_statements`.as('s'))
        .select(['s.name', 's.statement'])
        .where('s.statement', 'like', p.like),
    );
    // The process's one pipelined connection carries every prepared statement.
    expect(await byId(ctx.db, { id: patient.id })).toEqual([{ full_name: 'Ana Souza' }]);
    expect(await byId(ctx.db, { id: patient.id + 1 })).toEqual([]);
    await ctx.db.selectFrom('patients').select('id').where('id', '=', patient.id).execute();
    const statements = await kept(ctx.db, { like: '%from "patients"%' });
    // One statement, the prepared query's, however many runs; the ad hoc select is not kept.
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^prepared_\d+$/);
    expect(statements[0]!.statement).toContain('"full_name"');
  });

  it('are planned once (a generic plan), while other SQL is planned for its values', async () => {
    if (ctx.database.dialect !== 'postgres') return;
    const setting = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;
    const planMode = prepared<{ id: number }, { mode: string }>((db, p) =>
      db
        .selectFrom('patients')
        .select(sql<string>`current_setting('plan_cache_mode')`.as('mode'))
        .where('id', '>=', p.id)
        .limit(1),
    );
    await createPatient(ctx.db);
    // Several runs at once: on the pipelined connection of the prepared statements.
    const runs = await Promise.all([1, 2, 3].map(() => planMode(ctx.db, { id: 0 })));
    expect(runs).toEqual([1, 2, 3].map(() => [{ mode: 'force_generic_plan' }]));
    const others = await Promise.all([1, 2, 3].map(() => setting.execute(ctx.db)));
    expect(others.map((r) => r.rows)).toEqual([1, 2, 3].map(() => [{ mode: 'auto' }]));
    // A transaction begins with ordinary SQL: its prepared statements run on its connection.
    await ctx.db.transaction().execute(async (trx) => {
      expect(await planMode(trx, { id: 0 })).toEqual([{ mode: 'auto' }]);
    });
  });
});
