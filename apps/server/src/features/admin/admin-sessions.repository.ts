/**
 * Ends the sessions of accounts the department deactivates, deletes or gives a new password. The
 * session check would refuse an inactive account anyway; deleting the rows makes the end immediate
 * and independent of that check (a password change leaves the account active).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { sessionsRepository } from '../sessions/sessions.repository';

export function adminSessionsRepository(db: Kysely<DB>) {
  const sessions = sessionsRepository(db);

  /** A patient or staff member may also be signed in through a Google identity linked to the account. */
  const endLinkedIdentities = async (column: 'patient_id' | 'staff_id', id: number) => {
    await db
      .deleteFrom('sessions')
      .where('principal_kind', '=', 'external')
      .where('principal_id', 'in', (eb) =>
        eb.selectFrom('external_identities').select('id').where(column, '=', id),
      )
      .execute();
  };

  return {
    async endStaff(id: number) {
      await sessions.deleteForPrincipal('staff', id);
      await endLinkedIdentities('staff_id', id);
    },
    async endPatient(id: number) {
      await sessions.deleteForPrincipal('patient', id);
      await endLinkedIdentities('patient_id', id);
    },
    endHospitalAdmin: (id: number) => sessions.deleteForPrincipal('hospital', id),
    endAuthority: (id: number) => sessions.deleteForPrincipal('public_authority', id),
    endPharmacy: (id: number) => sessions.deleteForPrincipal('pharmacy', id),
    /** Every administrator of the unit: their sessions require an active unit. */
    async endUnitAdmins(unitId: number) {
      await db
        .deleteFrom('sessions')
        .where('principal_kind', '=', 'hospital')
        .where('principal_id', 'in', (eb) =>
          eb.selectFrom('hospital_administrators').select('id').where('health_unit_id', '=', unitId),
        )
        .execute();
    },
  };
}
