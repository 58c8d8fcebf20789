/**
 * The session check reads a patient's or staff member's session together with their account: the
 * joined account must be the session's own, active, and of the cookie's kind.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { createPatient, createStaff, createUnit, PASSWORD } from '../test/fixtures';
import { findSessionWithAccount } from '../features/sessions/principals.repository';
import { sha256 } from '../lib/tokens';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('session check', () => {
  it("answers with the staff member's own role and unit, and ends the session once the account is inactive", async () => {
    const unit = await createUnit(ctx.db);
    const s = await createStaff(ctx.db, 'reception', { health_unit_id: unit.id });
    const c = new TestClient(ctx.app, '10.7.0.1');
    expect((await c.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD })).status).toBe(200);
    expect((await c.get('/api/users/me')).status).toBe(200);
    const found = await findSessionWithAccount(ctx.db, 'staff', sha256(c.cookies.get('saude_staff')!));
    const created = await ctx.db
      .selectFrom('staff')
      .select('created_at')
      .where('id', '=', s.id)
      .executeTakeFirst();
    expect(found?.session.principal_id).toBe(s.id);
    expect(await found?.account()).toEqual({
      role: 'reception',
      displayName: 'Funcionário reception',
      staffId: s.id,
      healthUnitId: unit.id,
      accountCreatedAt: created?.created_at,
    });

    await ctx.db.updateTable('staff').set({ is_active: 0 }).where('id', '=', s.id).execute();
    expect((await c.get('/api/users/me')).status).toBe(401);
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it("does not take a patient's token in the staff cookie, even when a staff member has the patient's id", async () => {
    const p = await createPatient(ctx.db);
    // Ids of both tables start at 1: the staff row with the patient's id exists and is active.
    const s = await createStaff(ctx.db, 'doctor');
    expect(s.id).toBe(p.id);
    const c = new TestClient(ctx.app, '10.7.0.2');
    expect((await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD })).status).toBe(200);
    const token = c.cookies.get('saude_patient');
    expect(token).toBeTruthy();

    const stolen = new TestClient(ctx.app, '10.7.0.3');
    stolen.cookies.set('saude_staff', token!);
    expect((await stolen.get('/api/users/me')).status).toBe(401);
    // The session is the patient's and stays theirs.
    expect((await c.get('/api/auth/patient/me')).status).toBe(200);
  });
});
