/** Issuing, listing, checking and dispensing prescriptions, with their record-level rules. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_DOCTOR_SPECIALTY } from '@saude/shared/domain/constants';
import { allergyMatches, allergyWarning } from '@saude/shared/domain/allergy-match';
import { readScanLink } from '@saude/shared/domain/prescription-link';
import { formatCrm } from '@saude/shared/domain/professional-codes';
import type { PharmacyDispensing } from '@saude/shared/schemas/pharmacies';
import type {
  Prescription,
  PrescriptionVerification,
  prescriptionFromAppointmentSchema,
  standalonePrescriptionSchema,
} from '@saude/shared/schemas/prescriptions';
import type { DB } from '../../db/types';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { AppDeps, Principal, ServiceContext } from '../../lib/service-context';
import { appointmentsRepository } from '../appointments';
import { unitName } from '../health-units';
import { patientsRepository } from '../patients';
import { auditAction, auditHealthRead, auditPageRead, recordAudit } from '../audit/audit.service';
import { prescriptionScope } from '../access/record-scope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso, todayDate } from '../../lib/time';
import { randomToken } from '../../lib/tokens';
import {
  presentDispensing,
  presentPrescription,
  presentValidation,
  prescriptionStatus,
  pharmacyDispenser,
} from './prescriptions.presenters';
import { addDays } from '../../lib/city-calendar';
import { buildQrCode, checkQrSignature, sameAsStored, signerFor, textDigest } from './prescriptions.qr';
import { prescriptionsRepository, type DispensedBy } from './prescriptions.repository';

export const PRESCRIPTION_NOT_FOUND = 'Receita não encontrada';
export const ALREADY_DISPENSED = 'Receita já dispensada';
const NOT_DISPENSABLE = 'Receita inválida: não pode ser dispensada';
const EXPIRED = 'Receita vencida: não pode ser dispensada';
const APPOINTMENT_NOT_FOUND = 'Consulta não encontrada';
const PATIENT_NOT_FOUND = 'Paciente não encontrado';
/** A consultation that did not happen cannot be the basis of a prescription. */
const CLOSED_STATUSES = new Set(['cancelled', 'no_show']);

const PRESCRIPTIONS_READ = { action: 'prescriptions.read', targetType: 'prescriptions' };
const DISPENSED_READ = { action: 'prescriptions.dispensed.read', targetType: 'prescriptions' };

/** GET /api/prescriptions: the patient's own or the doctor's issued ones, newest first. */
export async function listPrescriptions(
  ctx: ServiceContext,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<Prescription>; total: Total }> {
  const { db } = ctx.deps;
  const p = ctx.principal;
  const scope = prescriptionScope(p);
  const repo = prescriptionsRepository(db);
  const [page, total] = await Promise.all([repo.list(scope, seek, limit), repo.count(scope)]);
  // A doctor's page shows their patients' prescriptions: kept, and shown to each patient (decision 038).
  await auditHealthRead(ctx, PRESCRIPTIONS_READ, { cursor: seek, limit }, page.items);
  return { page: { items: page.items.map(presentPrescription), next: page.next }, total };
}

function doctorId(p: Principal): number {
  if (p.role !== 'doctor' || !p.staffId) throw forbidden();
  return p.staffId;
}

type IssueInput = {
  patientId: number;
  patientName: string;
  appointmentId: number | null;
  /** The consultation's unit; outside a consultation the doctor's own is taken. */
  unitId: number | null;
  text: string;
  /** Days it can be dispensed; the city's default when the doctor did not choose (decision 021). */
  validityDays: number | undefined;
};

/**
 * The allergies of the patient's card the text names (decision 019): without the doctor's
 * confirmation, a 409 with the warning; with it, the names, kept in the audit trail.
 */
function allergiesConfirmed(allergies: string | null, text: string, confirmed: boolean): string[] {
  const matches = allergyMatches(allergies, text);
  if (matches.length > 0 && !confirmed) throw conflict(allergyWarning(matches));
  return matches.map((m) => m.allergy);
}

/** The QR needs the row id, so insert and signing happen in one transaction: no row lacks its QR. */
async function issue(deps: AppDeps, staffId: number, input: IssueInput) {
  const signer = await signerFor(deps);
  const id = await deps.db.transaction().execute(async (trx) => {
    const repo = prescriptionsRepository(trx);
    const doctor = await repo.doctor(staffId);
    const publicId = randomToken(16); // 128 random bits, base64url
    const date = todayDate();
    const rowId = await repo.insert({
      public_id: publicId,
      patient_id: input.patientId,
      doctor_staff_id: staffId,
      appointment_id: input.appointmentId,
      health_unit_id: input.unitId ?? doctor.health_unit_id,
      prescription_date: date,
      prescription_text: input.text,
      valid_until: addDays(date, input.validityDays ?? deps.config.prescriptionValidityDays),
      is_valid: 1,
      qr_code: null,
      dispensed_at: null,
      dispensed_by: null,
      created_at: nowIso(),
    });
    const qr = buildQrCode(signer, deps.config.publicUrl, {
      id: rowId,
      publicId,
      patientName: input.patientName,
      date,
      doctor: {
        name: doctor.full_name,
        // The spec's payload keeps the key 'crm'; its value is the number and UF, once: '139512/SP'.
        crm: formatCrm(doctor.crm, doctor.crm_uf),
        specialty: doctor.specialty ?? DEFAULT_DOCTOR_SPECIALTY,
      },
      text: input.text,
    });
    await repo.setQrCode(rowId, qr);
    return rowId;
  });
  return prescriptionsRepository(deps.db).byId(id);
}

/** Issued, and over which recorded allergies the doctor confirmed it (decision 019). */
async function auditIssued(
  ctx: ServiceContext,
  row: { id: number; patient_id: number },
  allergies: string[],
) {
  const details = {
    patient_id: row.patient_id,
    ...(allergies.length ? { allergies_confirmed: allergies } : {}),
  };
  await auditAction(ctx, 'prescription.issued', { type: 'prescription', id: row.id }, details);
}

export async function issueFromAppointment(
  ctx: ServiceContext,
  input: z.output<typeof prescriptionFromAppointmentSchema>,
) {
  const { deps } = ctx;
  const staffId = doctorId(ctx.principal);
  // Another doctor's appointment answers exactly like a missing one: its existence is not disclosed.
  const appointment = await appointmentsRepository(deps.db).inScope(
    { kind: 'doctor', staffId },
    input.appointment_id,
  );
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
  if (CLOSED_STATUSES.has(appointment.status)) {
    throw conflict('Não é possível emitir receita para uma consulta cancelada ou em que o paciente faltou');
  }
  const patient = await patientsRepository(deps.db).allergyCard(appointment.patient_id);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  const allergies = allergiesConfirmed(patient.allergies, input.prescription_text, input.allergy_confirmed);
  const row = await issue(deps, staffId, {
    patientId: patient.id,
    patientName: patient.full_name,
    appointmentId: appointment.id,
    unitId: appointment.health_unit_id,
    text: input.prescription_text,
    validityDays: input.validity_days,
  });
  await auditIssued(ctx, row, allergies);
  return row;
}

export async function issueStandalone(
  ctx: ServiceContext,
  input: z.output<typeof standalonePrescriptionSchema>,
) {
  const { deps } = ctx;
  const staffId = doctorId(ctx.principal);
  const patient = await patientsRepository(deps.db).allergyCard(input.patient_id);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  const allergies = allergiesConfirmed(patient.allergies, input.prescription_text, input.allergy_confirmed);
  const row = await issue(deps, staffId, {
    patientId: patient.id,
    patientName: patient.full_name,
    appointmentId: null,
    unitId: null,
    text: input.prescription_text,
    validityDays: input.validity_days,
  });
  await auditIssued(ctx, row, allergies);
  return row;
}

export async function validateByPublicId(deps: AppDeps, publicId: string) {
  const row = await prescriptionsRepository(deps.db).byPublicId(publicId);
  if (!row) throw notFound(PRESCRIPTION_NOT_FOUND);
  return presentValidation(row);
}

const TAMPERED_MESSAGE = 'QR code adulterado ou não emitido por esta plataforma. Não dispense esta receita.';
const FOREIGN_MESSAGE = 'QR code assinado por outra chave: não foi emitido por esta plataforma.';

/**
 * A scanned link (decision 020, `readScanLink`) carries the public id and the signature: it is the issued code when
 * the signature is the one issued for that id and still verifies over what was issued.
 */
async function verifyScanLink(
  deps: AppDeps,
  link: { publicId: string; signature: string },
): Promise<PrescriptionVerification> {
  const row = await prescriptionsRepository(deps.db).byPublicId(link.publicId);
  if (!row) throw notFound(PRESCRIPTION_NOT_FOUND);
  const issued = row.qr_code ? checkQrSignature(await signerFor(deps), row.qr_code) : null;
  const intact =
    issued?.ok === true &&
    issued.payload.signature === link.signature &&
    issued.payload.text_sha256 === textDigest(row.prescription_text);
  if (!intact) return { status: 'tampered', message: TAMPERED_MESSAGE };
  return presentValidation(row);
}

/**
 * The text read from a QR code: the scanned link, or the signed JSON itself. For the JSON, signature
 * first (no database read for forgeries), then equality with what was issued.
 */
export async function verifyQr(deps: AppDeps, qrText: string): Promise<PrescriptionVerification> {
  const link = readScanLink(qrText);
  if (link) return verifyScanLink(deps, link);
  const signer = await signerFor(deps);
  const check = checkQrSignature(signer, qrText);
  if (!check) throw badRequest('QR code inválido');
  if (!check.ok) {
    return check.status === 'foreign'
      ? { status: 'foreign', message: FOREIGN_MESSAGE }
      : { status: 'tampered', message: TAMPERED_MESSAGE };
  }
  const row = await prescriptionsRepository(deps.db).byPublicId(check.publicId);
  if (!row) throw notFound(PRESCRIPTION_NOT_FOUND);
  const intact =
    sameAsStored(check.payload, row.qr_code) &&
    check.payload.text_sha256 === textDigest(row.prescription_text);
  if (!intact) return { status: 'tampered', message: TAMPERED_MESSAGE };
  return presentValidation(row);
}

/**
 * Who dispenses and where: a partner pharmacy, named with its CNPJ and responsible pharmacist
 * (decision 023), or a health unit's panel. Anyone else cannot dispense.
 */
async function dispenser(db: Kysely<DB>, p: Principal): Promise<DispensedBy> {
  if (p.role === 'pharmacy' && p.kind === 'pharmacy') {
    const pharmacy = await prescriptionsRepository(db).pharmacy(p.id);
    if (!pharmacy) throw forbidden();
    return { label: pharmacyDispenser(pharmacy), pharmacyId: p.id };
  }
  if (p.role === 'hospital' && p.healthUnitId) {
    const unit = (await unitName(db, p.healthUnitId)) ?? 'Unidade de saúde';
    return { label: `${unit} (${p.displayName})`, unitId: p.healthUnitId };
  }
  throw forbidden();
}

/** Dispensed once: the conditional update decides, so two counters cannot both dispense. */
export async function dispense(ctx: ServiceContext, publicId: string) {
  const repo = prescriptionsRepository(ctx.deps.db);
  const by = await dispenser(ctx.deps.db, ctx.principal);
  const today = todayDate();
  const before = await repo.byPublicId(publicId);
  if (!before) throw notFound(PRESCRIPTION_NOT_FOUND);
  // A row written without a last day has the default period: checked here, as the update cannot.
  if (prescriptionStatus(before, today) === 'expired') throw conflict(EXPIRED);
  if (!(await repo.markDispensed(publicId, nowIso(), by, today))) {
    const row = await repo.byPublicId(publicId);
    if (!row) throw notFound(PRESCRIPTION_NOT_FOUND);
    if (row.dispensed_at) throw conflict(ALREADY_DISPENSED);
    if (prescriptionStatus(row, today) === 'expired') throw conflict(EXPIRED);
    throw conflict(NOT_DISPENSABLE);
  }
  const row = await repo.byPublicId(publicId);
  if (!row) throw notFound(PRESCRIPTION_NOT_FOUND);
  // The counter saw the medicines prescribed to the patient: they are told (decision 038).
  await recordAudit(ctx, {
    actor: ctx.principal,
    action: 'prescription.dispensed',
    targetType: 'prescription',
    targetId: row.id,
    patientIds: [row.patient_id],
  });
  return presentValidation(row);
}

/** GET /api/prescriptions/dispensed: the signed-in pharmacy's own dispensing record, newest first. */
export async function listDispensedByPharmacy(
  ctx: ServiceContext,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<PharmacyDispensing>; total: Total }> {
  const { db } = ctx.deps;
  const p = ctx.principal;
  if (p.kind !== 'pharmacy') throw forbidden();
  const repo = prescriptionsRepository(db);
  const [page, total] = await Promise.all([repo.dispensedBy(p.id, seek, limit), repo.countDispensedBy(p.id)]);
  // Initials and what was prescribed are still someone's health data (decision 038).
  await auditPageRead(
    ctx,
    { ...DISPENSED_READ, patientIds: page.items.map((r) => r.patient_id) },
    { cursor: seek, limit },
    page.items,
  );
  return { page: { items: page.items.map(presentDispensing), next: page.next }, total };
}
