/** Hospital panel: the unit's appointments its patients cancelled (decision 037). */
import { hospitalRequestEndpoints as api } from '@saude/shared/contract/hospital';
import type { HospitalCancellationItem } from '@saude/shared/schemas/hospital';
import type { AppointmentType } from '@saude/shared/domain/constants';
import type { ListQuery } from '@saude/shared/schemas/list';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import type { ServiceContext } from '../../lib/service-context';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { unitOf } from '../access/record-scope';
import { appointmentsRepository } from '../appointments';
import { appointmentRequestsRepository } from '../appointment-requests';

/** The most recently cancelled first, each saying why and whether the patient asked again. */
export async function listUnitCancellations(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ page: Page<HospitalCancellationItem>; total: Total }> {
  const { db } = ctx.deps;
  const unitId = unitOf(ctx.principal);
  const repo = appointmentsRepository(db);
  const [page, total] = await Promise.all([
    repo.unitCancellations(unitId, query.cursor, query.limit),
    repo.countUnitCancellations(unitId),
  ]);
  const rescheduled = await appointmentRequestsRepository(db).rescheduledAmong(page.items.map((a) => a.id));
  const items = page.items.map((a) => ({
    id: a.id,
    patient_name: a.patient_name,
    doctor_name: a.doctor_name ?? null,
    appointment_date: a.appointment_date,
    appointment_time: a.appointment_time,
    appointment_type: a.appointment_type as AppointmentType,
    specialty: a.specialty,
    cancelled_at: a.cancelled_at ?? '',
    cancellation_reason: a.cancellation_reason,
    rescheduled: rescheduled.has(a.id),
  }));
  return { page: { items, next: page.next }, total };
}

export function hospitalCancellationsRoutes() {
  const app = apiRouter('/api/hospital');
  on(app, api.cancellations, requirePermission('hospital:requests'), ({ query }, c) =>
    listUnitCancellations(c.var, query),
  );
  return app;
}
