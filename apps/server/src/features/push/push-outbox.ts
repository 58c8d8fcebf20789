/**
 * What other features call when an event should reach a closed app (decision 040): each call writes
 * the outbox rows for every subscription of the people concerned, in the caller's transaction when
 * it passes one, and the sender job delivers them.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { nowIso } from '../../lib/time';
import { unitName } from '../health-units';
import { approvedNotice, messageNotice, newRequestNotice } from './push-notices';
import { pushRepository } from './push.repository';

export function pushOutbox(db: Kysely<DB>) {
  const repo = pushRepository(db);
  return {
    /** A request approved: its patient learns when and where. */
    async requestApproved(a: {
      patientId: number;
      appointmentId: number;
      unitId: number;
      date: string;
      time: string | null;
    }): Promise<void> {
      const unit = await unitName(db, a.unitId);
      await repo.enqueue(
        { recipient: `patient_${a.patientId}` },
        approvedNotice({ appointmentId: a.appointmentId, date: a.date, time: a.time, unitName: unit }),
        nowIso(),
      );
    },

    /** A message: its one recipient (patient_12, staff_3, authority_5) or everyone of its group. */
    async messageSent(m: { id: number; recipient_type: string; recipient_id: string | null }): Promise<void> {
      const target =
        m.recipient_type === 'individual'
          ? { recipient: m.recipient_id ?? '' }
          : { audience: m.recipient_type };
      await repo.enqueue(target, messageNotice(m.id), nowIso());
    },

    /** A new request: the hospital accounts of its unit, or of every unit when any unit may take it. */
    async requestCreated(r: { healthUnitId: number | null }): Promise<void> {
      const target =
        r.healthUnitId == null ? { audience: 'all_hospitals' } : { recipient: `unit_${r.healthUnitId}` };
      await repo.enqueue(target, newRequestNotice(), nowIso());
    },
  };
}
