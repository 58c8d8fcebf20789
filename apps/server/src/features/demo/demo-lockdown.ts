/**
 * A database seeded in demo mode holds accounts whose password is printed on the access pages. When
 * the server starts without DEMO, none of those may still open: every demo account still holding the
 * demo password is deactivated (which also ends its sessions), and the log says so and what to do.
 * The department can reactivate an account after giving it a new password.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Logger } from '../../lib/logger';
import { verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { AUTHORITIES, DEPARTMENT, PHARMACIES, UNITS } from './demo-data';
import { PATIENTS } from './demo-patients';
import { STAFF } from './demo-staff';
import { DEMO_PASSWORD, isDemoSeeded } from './demo-seed';

type AccountTable =
  | 'patients'
  | 'staff'
  | 'health_department_accounts'
  | 'hospital_administrators'
  | 'public_authorities'
  | 'pharmacies';

/** The demo city's accounts, by the column that identifies each on sign-in. */
const DEMO_ACCOUNTS: { table: AccountTable; column: 'cpf' | 'username'; values: string[] }[] = [
  { table: 'patients', column: 'cpf', values: PATIENTS.map((p) => p.cpf) },
  { table: 'staff', column: 'cpf', values: STAFF.map((s) => s.cpf) },
  { table: 'health_department_accounts', column: 'username', values: [DEPARTMENT.username] },
  {
    table: 'hospital_administrators',
    column: 'username',
    values: UNITS.flatMap((u) => (u.admin ? [u.admin.username] : [])),
  },
  { table: 'public_authorities', column: 'username', values: AUTHORITIES.map((a) => a.username) },
  { table: 'pharmacies', column: 'username', values: PHARMACIES.map((p) => p.username) },
];

/** Deactivates the demo accounts that still open with the demo password; answers how many. */
export async function lockDemoPasswords(db: Kysely<DB>, logger: Logger): Promise<number> {
  if (!(await isDemoSeeded(db))) return 0;
  // The seed gives every demo account the same hash: each distinct one is checked once.
  const known = new Map<string, boolean>();
  const opensWithDemoPassword = async (hash: string | null) => {
    if (!hash) return false;
    if (!known.has(hash)) known.set(hash, await verifyPassword(hash, DEMO_PASSWORD));
    return known.get(hash)!;
  };
  let locked = 0;
  const at = nowIso();
  for (const { table, column, values } of DEMO_ACCOUNTS) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'password_hash'])
      .where(sql.ref<string>(column), 'in', values)
      .where('is_active', '=', 1)
      .execute();
    const ids: number[] = [];
    for (const row of rows) if (await opensWithDemoPassword(row.password_hash)) ids.push(row.id);
    if (ids.length === 0) continue;
    await db.updateTable(table).set({ is_active: 0, updated_at: at }).where('id', 'in', ids).execute();
    locked += ids.length;
  }
  if (locked > 0) {
    logger.warn('demo accounts deactivated: this database was seeded in demo mode and DEMO is off', {
      accounts: locked,
      fix: 'start with DEMO=1 to keep demonstrating, or use a new database for real use',
    });
  }
  return locked;
}
