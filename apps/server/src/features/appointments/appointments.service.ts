/**
 * Who sees which appointments, and the status moves each role may make (spec 01 sections 2 and 4):
 * reception checks in (scheduled -> confirmed) and marks no-shows (confirmed -> no_show) at its
 * unit; a doctor finishes their own appointments (scheduled or confirmed -> completed, see
 * docs/decisions/005-doctor-finishes-checked-in.md) and may record the visit as they do.
 */
import type { z } from 'zod';
import {
  CHECK_IN_DAY_MESSAGE,
  CITY_SEARCH_NEEDS_DAY_MESSAGE,
  FINISH_DAY_MESSAGE,
  invalidTransitionMessage,
  NO_SHOW_DAY_MESSAGE,
  type AppointmentItem,
  type appointmentListQuerySchema,
  type appointmentStatusUpdateSchema,
} from '@saude/shared/schemas/appointments';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { ServiceContext } from '../../lib/service-context';
import { appointmentScope } from '../access/record-scope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import { cancelOwnAppointment } from './appointment-cancellation.service';
import { presentAppointment } from './appointments.present';
import type { Page } from '../../db/keyset';
import { exactTotal, type Total } from '../../db/list-total';
import { medicalRecordsRepository } from '../medical-records';
import { checkCid10Codes } from '../cid10';
import { appointmentsRepository } from './appointments.repository';

type StatusActor = 'doctor' | 'reception';
const TRANSITIONS: Record<StatusActor, Partial<Record<AppointmentStatus, readonly AppointmentStatus[]>>> = {
  reception: { scheduled: ['confirmed'], confirmed: ['no_show'] },
  doctor: { scheduled: ['completed'], confirmed: ['completed'] },
};

/** Whether the actor may ever move an appointment into this status (so a repeat of it is theirs). */
function reaches(actor: StatusActor, status: AppointmentStatus): boolean {
  return Object.values(TRANSITIONS[actor]).some((targets) => targets?.includes(status));
}

/**
 * The day rule (docs/decisions/015-actions-safe-to-repeat.md): a check-in happens on the
 * appointment's day; finishing and marking an absence happen from that day on, never before it.
 */
function dayRuleError(appointmentDate: string, to: AppointmentStatus, today: string): string | null {
  if (to === 'confirmed' && appointmentDate !== today) return CHECK_IN_DAY_MESSAGE;
  if (appointmentDate <= today) return null;
  if (to === 'completed') return FINISH_DAY_MESSAGE;
  if (to === 'no_show') return NO_SHOW_DAY_MESSAGE;
  return null;
}

export { presentAppointment };

export async function listAppointments(
  ctx: ServiceContext,
  query: z.output<typeof appointmentListQuerySchema>,
): Promise<{ page: Page<AppointmentItem>; total: Total }> {
  const { db } = ctx.deps;
  const who = ctx.principal;
  const scope = appointmentScope(who);
  if (!scope) return { page: { items: [], next: null }, total: exactTotal(0) };
  if (query.q && scope.kind === 'all' && !query.date) throw badRequest(CITY_SEARCH_NEEDS_DAY_MESSAGE);
  // A staff agenda lists slots to attend: a cancelled appointment is a freed slot, shown only when
  // asked for by its status (decision 037). The patient and the department see everything.
  const hideCancelled = scope.kind === 'doctor' || scope.kind === 'unit';
  const filter = {
    status: query.status,
    date: query.date,
    from: query.from ?? todayDate(),
    hideCancelled,
    q: query.q,
  };
  const repo = appointmentsRepository(db);
  const [page, total] = await Promise.all([
    repo.list(scope, filter, query.cursor, query.limit),
    repo.count(scope, filter),
  ]);
  return { page: { items: page.items.map(presentAppointment), next: page.next }, total };
}

export async function getAppointment(ctx: ServiceContext, id: number): Promise<AppointmentItem> {
  const { db } = ctx.deps;
  const who = ctx.principal;
  const scope = appointmentScope(who);
  const row = scope && (await appointmentsRepository(db).inScope(scope, id));
  if (!row) throw notFound('Consulta não encontrada');
  return presentAppointment(row);
}

export async function changeAppointmentStatus(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof appointmentStatusUpdateSchema>,
): Promise<AppointmentItem> {
  const { db } = ctx.deps;
  const who = ctx.principal;
  if (who.role === 'patient') return cancelOwnAppointment(ctx, id, input);
  if (who.role !== 'doctor' && who.role !== 'reception') throw forbidden();
  const actor: StatusActor = who.role;
  const scope = appointmentScope(who);
  if (!scope) throw notFound('Consulta não encontrada');
  const repo = appointmentsRepository(db);
  const current = await repo.inScope(scope, id);
  if (!current) throw notFound('Consulta não encontrada');

  const from = current.status as AppointmentStatus;
  // A repeat of a move already made (a double tap, a retry after a lost answer) is a success, and
  // records nothing twice.
  if (from === input.status && reaches(actor, from)) return presentAppointment(current);
  if (!TRANSITIONS[actor][from]?.includes(input.status))
    throw conflict(invalidTransitionMessage(from, input.status));
  const tooEarly = dayRuleError(current.appointment_date, input.status, todayDate());
  if (tooEarly) throw conflict(tooEarly);

  const at = nowIso();
  const finishing = actor === 'doctor' && input.status === 'completed';
  // Checked against the table before anything is written: an unknown code refuses the whole finish.
  const cid10Codes = finishing ? checkCid10Codes(input.cid10_codes ?? []) : [];
  const hasRecord =
    input.diagnosis != null || input.treatment != null || input.observations != null || cid10Codes.length > 0;
  const changed = await repo.transaction(async (trx) => {
    // Guarded by the status read above: a concurrent change leaves nothing to update.
    if (!(await repo.changeStatus(trx, id, from, input.status, at))) return false;
    if (finishing && hasRecord) {
      await medicalRecordsRepository(trx).insert(
        {
          patient_id: current.patient_id,
          doctor_staff_id: who.staffId ?? null,
          appointment_id: id,
          health_unit_id: current.health_unit_id,
          record_date: todayDate(),
          diagnosis: input.diagnosis,
          treatment: input.treatment,
          observations: input.observations,
          created_at: at,
        },
        cid10Codes,
      );
    }
    return true;
  });
  const updated = await repo.inScope(scope, id);
  if (!updated) throw notFound('Consulta não encontrada');
  // Lost a race: fine when the other request made this same move, a conflict otherwise.
  if (!changed && updated.status !== input.status)
    throw conflict(invalidTransitionMessage(updated.status as AppointmentStatus, input.status));
  return presentAppointment(updated);
}
