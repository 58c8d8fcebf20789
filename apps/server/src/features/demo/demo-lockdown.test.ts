import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient } from '../../test/fixtures';
import { createLogger } from '../../lib/logger';
import { hashPassword } from '../../lib/passwords';
import { loadConfig } from '../../config';
import { ensureDepartmentAccount } from '../system/bootstrap';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './demo-seed';
import { lockDemoPasswords } from './demo-lockdown';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const silent = createLogger('silent');
let ip = 0;
const signIn = (path: string, body: Record<string, string>) =>
  new TestClient(ctx.app, `10.71.0.${++ip}`).post<{ error?: string }>(path, body);

describe('a demo database started without DEMO', () => {
  it('deactivates every demo account that still opens with the demo password, and only those', async () => {
    await seedDemo(ctx.db, silent);
    const accounts = demoAccounts();
    const [kept, ...rest] = accounts.patients;
    // A demo patient whose password was changed, and a real patient, stay as they are.
    await ctx.db
      .updateTable('patients')
      .set({ password_hash: await hashPassword('senha-propria-1') })
      .where('cpf', '=', kept!.cpf)
      .execute();
    const real = await createPatient(ctx.db);

    const locked = await lockDemoPasswords(ctx.db, silent);
    expect(locked).toBeGreaterThan(20);
    expect(await lockDemoPasswords(ctx.db, silent)).toBe(0);

    const refused = [
      await signIn('/api/auth/patient/login', { cpf: rest[0]!.cpf, password: DEMO_PASSWORD }),
      await signIn('/api/auth/staff/login', { cpf: accounts.staff[0]!.cpf, password: DEMO_PASSWORD }),
      await signIn('/api/health-department/login', { username: 'secretaria', password: DEMO_PASSWORD }),
      await signIn('/api/hospital/login', {
        username: accounts.hospitals[0]!.username,
        password: DEMO_PASSWORD,
      }),
      await signIn('/api/public-authority/login', {
        username: accounts.authorities[0]!.username,
        password: DEMO_PASSWORD,
      }),
      await signIn('/api/pharmacy/login', {
        username: accounts.pharmacies[0]!.username,
        password: DEMO_PASSWORD,
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused[0]!.body.error).toBe('Conta inativa. Procure a Secretaria de Saúde.');

    expect(
      (await signIn('/api/auth/patient/login', { cpf: kept!.cpf, password: 'senha-propria-1' })).status,
    ).toBe(200);
    expect((await signIn('/api/auth/patient/login', { cpf: real.cpf, password: PASSWORD })).status).toBe(200);

    // The department's demo account is gone: a real one is made from ADMIN_*.
    await ensureDepartmentAccount(
      ctx.db,
      loadConfig({ ADMIN_USERNAME: 'gestora', ADMIN_PASSWORD: 'senha-forte-1' }),
      silent,
    );
    expect(
      (await signIn('/api/health-department/login', { username: 'gestora', password: 'senha-forte-1' }))
        .status,
    ).toBe(200);
  });

  it('leaves a database that never held the demo city alone', async () => {
    await createPatient(ctx.db);
    expect(await lockDemoPasswords(ctx.db, silent)).toBe(0);
  });
});
