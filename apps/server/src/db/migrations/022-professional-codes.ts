/**
 * The national registries' codes for units and professionals (issue: national health network):
 * a unit's CNES (7 digits, unique where given), a doctor's CRM number apart from its state (UF), and
 * the CBO occupation code of every professional.
 *
 * The CRMs already kept were typed freely ('CRM-SP 139512', '139512/SP', '139512'): each is read once
 * here into its digits and UF; a value that is not recognisably a CRM stays as it was, for a person to
 * correct. Doctors whose specialty the CBO table knows get its code; other professions their role's.
 * Done over the rows in TypeScript, the same for both engines: a one-off over a city's staff.
 */
import type { Migration } from 'kysely';
import { cboFor, parseCrm } from '@saude/shared/domain/professional-codes';
import type { StaffType } from '@saude/shared/auth/roles';
import type { AnyDb } from './helpers';

export const professionalCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('health_units').addColumn('cnes', 'text').execute();
    // NULLs never collide in a unique index, in both engines: units without a CNES stay valid.
    await db.schema.createIndex('health_units_cnes_key').unique().on('health_units').column('cnes').execute();
    for (const table of ['staff', 'hospital_doctors']) {
      await db.schema.alterTable(table).addColumn('crm_uf', 'text').execute();
      await db.schema.alterTable(table).addColumn('cbo', 'text').execute();
    }
    await splitStaffCodes(db);
    await splitHospitalDoctorCodes(db);
  },
};

type Codes = { crm?: string; crm_uf?: string; cbo?: string };

/** What changes in one row: the CRM split where it reads as one, the CBO where the table knows it. */
function codesOf(crm: string | null, userType: StaffType, specialty: string | null): Codes {
  const codes: Codes = {};
  const parsed = crm ? parseCrm(crm) : null;
  if (parsed) {
    codes.crm = parsed.crm;
    if (parsed.uf) codes.crm_uf = parsed.uf;
  }
  const cbo = cboFor(userType, specialty);
  if (cbo) codes.cbo = cbo;
  return codes;
}

export async function splitStaffCodes(db: AnyDb): Promise<void> {
  const rows: { id: number; user_type: StaffType; specialty: string | null; crm: string | null }[] = await db
    .selectFrom('staff')
    .select(['id', 'user_type', 'specialty', 'crm'])
    .execute();
  for (const row of rows) {
    const codes = codesOf(row.user_type === 'doctor' ? row.crm : null, row.user_type, row.specialty);
    if (Object.keys(codes).length > 0)
      await db.updateTable('staff').set(codes).where('id', '=', row.id).execute();
  }
}

export async function splitHospitalDoctorCodes(db: AnyDb): Promise<void> {
  const rows: { id: number; specialty: string; crm: string }[] = await db
    .selectFrom('hospital_doctors')
    .select(['id', 'specialty', 'crm'])
    .execute();
  for (const row of rows) {
    const codes = codesOf(row.crm, 'doctor', row.specialty);
    if (Object.keys(codes).length > 0) {
      await db.updateTable('hospital_doctors').set(codes).where('id', '=', row.id).execute();
    }
  }
}
