/**
 * Migration 022 on a database that already has doctors (as every deployed one does): the CRMs typed
 * freely before are split into number and UF, what is not recognisably a CRM stays as it was, and the
 * CBO is filled from the specialty or the role.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { nowIso } from '../lib/time';
import { bareDatabases } from '../test/bare-database';

const bare = bareDatabases();

/** The database as it stood before 022 (`false`), or with 022 run over what it holds (`true`). */
const migrate = (db: Database, with022: boolean) =>
  bare.migrateTo(db, with022 ? '022-professional-codes' : '021-report-triage');

/** Old-style CRMs as they were typed, and what 022 makes of each. */
const STAFF_CRMS: [string, string | null, { crm: string | null; crm_uf: string | null }][] = [
  ['CRM-SP 139512', 'Cardiologista', { crm: '139512', crm_uf: 'SP' }],
  ['CRM/RJ 52.1', 'Pediatra', { crm: 'CRM/RJ 52.1', crm_uf: null }],
  ['crm/mg 45210', 'Pediatra', { crm: '45210', crm_uf: 'MG' }],
  ['139512-SP', 'Clínico Geral', { crm: '139512', crm_uf: 'SP' }],
  ['139512/BA', 'Neurologista', { crm: '139512', crm_uf: 'BA' }],
  ['PR 98765', 'Ortopedista', { crm: '98765', crm_uf: 'PR' }],
  ['123456', 'Especialidade nova', { crm: '123456', crm_uf: null }],
  ['CRM-XX 123456', null, { crm: 'CRM-XX 123456', crm_uf: null }],
  ['não sei', 'Psiquiatra', { crm: 'não sei', crm_uf: null }],
];

describe('migration 022', () => {
  it('splits the CRMs already kept into number and UF and fills the CBO', async () => {
    const database = await bare.open();
    const { db } = database;
    await migrate(database, false);
    const at = nowIso();
    const stamps = { created_at: at, updated_at: at };
    const unit = (
      await db
        .insertInto('health_units')
        .values({ name: 'UBS', is_active: 1, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // The tables as they were before 022: no crm_uf or cbo columns yet.
    await db
      .insertInto('staff')
      .values([
        ...STAFF_CRMS.map(([crm, specialty], i) => ({
          full_name: `Médico ${i}`,
          user_type: 'doctor',
          specialty,
          crm,
          is_active: 1,
          ...stamps,
        })),
        { full_name: 'Recepção', user_type: 'reception', crm: null, is_active: 1, ...stamps },
        { full_name: 'Secretaria', user_type: 'health_department', is_active: 1, ...stamps },
      ])
      .execute();
    await db
      .insertInto('hospital_doctors')
      .values([
        {
          health_unit_id: unit,
          doctor_name: 'Dra. A',
          specialty: 'Pediatra',
          crm: 'CRM-SP 4455',
          is_active: 1,
          ...stamps,
        },
        {
          health_unit_id: unit,
          doctor_name: 'Dr. B',
          specialty: 'Geriatra',
          crm: 'CRM 777/sc',
          is_active: 1,
          ...stamps,
        },
        {
          health_unit_id: unit,
          doctor_name: 'Dr. C',
          specialty: 'Urologista',
          crm: '-',
          is_active: 1,
          ...stamps,
        },
      ])
      .execute();

    await migrate(database, true);

    const staff = await db
      .selectFrom('staff')
      .select(['full_name', 'crm', 'crm_uf', 'cbo'])
      .orderBy('id')
      .execute();
    expect(staff.slice(0, STAFF_CRMS.length).map((s) => ({ crm: s.crm, crm_uf: s.crm_uf }))).toEqual(
      STAFF_CRMS.map(([, , split]) => split),
    );
    expect(staff.map((s) => s.cbo)).toEqual([
      '225120',
      '225124',
      '225124',
      '225125',
      '225112',
      '225270',
      null,
      null,
      '225133',
      '422105',
      '131210',
    ]);
    const doctors = await db
      .selectFrom('hospital_doctors')
      .select(['crm', 'crm_uf', 'cbo'])
      .orderBy('id')
      .execute();
    expect(doctors).toEqual([
      { crm: '4455', crm_uf: 'SP', cbo: '225124' },
      { crm: '777', crm_uf: 'SC', cbo: null },
      { crm: '-', crm_uf: null, cbo: '225285' },
    ]);
  });
});
