/**
 * Whose records each reader may see, decided in one place for every feature: from the signed-in
 * principal to the scope its repository reads in (spec 02 section 6, minimal disclosure). A reader
 * the rule does not name is refused (403); a scope is never widened by what a request asks for.
 */
import type { Principal } from '../../lib/service-context';
import { forbidden } from '../../lib/errors';
import type { AppointmentScope } from '../appointments';
import type { RequestScope } from '../appointment-requests';
import type { HealthScope } from '../health/health-lists.repository';
import type { RecordsScope } from '../medical-records/medical-records.repository';
import type { PrescriptionScope } from '../prescriptions/prescriptions.repository';

/**
 * Appointments: a patient's own, a doctor's agenda, a receptionist's unit, the department all.
 * Null: the reader may see nothing (a receptionist not attached to a unit).
 */
export function appointmentScope(who: Principal): AppointmentScope | null {
  if (who.role === 'patient' && who.patientId != null) return { kind: 'patient', patientId: who.patientId };
  if (who.role === 'doctor' && who.staffId != null) return { kind: 'doctor', staffId: who.staffId };
  if (who.role === 'reception')
    return who.healthUnitId != null ? { kind: 'unit', healthUnitId: who.healthUnitId } : null;
  if (who.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

/**
 * Appointment requests: a patient's own, the department all. A unit's panel reads in the unit's
 * scope (`{ kind: 'unit', healthUnitId: unitOf(who) }`) through its own endpoints.
 */
export function requestScope(who: Principal): Exclude<RequestScope, { kind: 'unit' }> {
  if (who.patientId != null) return { kind: 'patient', patientId: who.patientId };
  if (who.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

/**
 * Vaccinations and exams: a patient sees their own card; a doctor only patients who have an
 * appointment with them (the care relationship); the health department everything.
 */
export function healthScope(p: Principal): HealthScope {
  if (p.role === 'patient' && p.patientId) return { kind: 'patient', patientId: p.patientId };
  if (p.role === 'doctor' && p.staffId) return { kind: 'doctor', staffId: p.staffId };
  if (p.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

/** Medical records: a doctor's access follows authorship, what they wrote in their own consultations. */
export function recordsScope(p: Principal): RecordsScope {
  if (p.role === 'patient' && p.patientId) return { kind: 'patient', patientId: p.patientId };
  if (p.role === 'doctor' && p.staffId) return { kind: 'author', staffId: p.staffId };
  if (p.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

/** Prescriptions: the patient's own, or the ones the doctor issued. */
export function prescriptionScope(p: Principal): PrescriptionScope {
  if (p.role === 'patient' && p.patientId) return { kind: 'patient', patientId: p.patientId };
  if (p.role === 'doctor' && p.staffId) return { kind: 'doctor', staffId: p.staffId };
  throw forbidden();
}

/** The unit panel acts for the one health unit its account belongs to. */
export function unitOf(who: Principal): number {
  if (who.role !== 'hospital' || who.healthUnitId == null) throw forbidden();
  return who.healthUnitId;
}
