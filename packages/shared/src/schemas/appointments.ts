/**
 * Appointment requests (patient side) and appointments (spec 01 sections 2-7): request bodies,
 * list queries and the answers the web app reads.
 */
import { z } from 'zod';
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  REQUEST_STATUSES,
  SPECIALTIES,
  type AppointmentStatus,
} from '../domain/constants';
import { optionalText, optionalUnitIdSchema } from './common';
import { isCalendarDay, todayInCity } from '../domain/dates';
import { listQuerySchema } from './list';
import { cid10CodesSchema } from './cid10';

/** The spec's single message for a request form missing specialty or type. */
export const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';

/** Forms send '' for an unselected option: treat it like an absent value. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A missing choice gets the form's message; an unknown one says which field is wrong. */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : invalid),
    }),
  );

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, message);

/** A birth date: a real day, not in the future (empty means not informed). */
export const optionalBirthDate = (message: string) =>
  isoDate(message).refine((v) => v <= todayInCity(), message);

/** POST /api/appointment-requests. health_unit_id null or absent: any unit may take it. */
export const appointmentRequestCreateSchema = z.object({
  specialty: requiredChoice(SPECIALTIES, 'Especialidade inválida'),
  appointment_type: requiredChoice(APPOINTMENT_TYPES, 'Tipo de atendimento inválido'),
  health_unit_id: optionalUnitIdSchema.transform((v) => v ?? null),
  notes: optionalText(1000),
});
export type AppointmentRequestCreate = z.input<typeof appointmentRequestCreateSchema>;

/** GET /api/appointment-requests: newest first. */
export const appointmentRequestListQuerySchema = listQuerySchema;

/**
 * `q` of the appointment lists: the patient's name (every word, in any order, accents aside) or the
 * start of their CPF typed in digits, as a receptionist hears them at the counter.
 */
export const APPOINTMENT_SEARCH_CPF_MIN = 3;
/**
 * The department's list holds the whole city's appointments: a search there names a day, or a name
 * found nowhere would read every appointment of the city before answering (seconds, on a million).
 */
export const CITY_SEARCH_NEEDS_DAY_MESSAGE =
  'Para buscar um paciente em todas as consultas da cidade, escolha um dia.';
export const isCpfStart = (q: string) =>
  /^[\d.\-\s]+$/.test(q) && q.replace(/\D/g, '').length >= APPOINTMENT_SEARCH_CPF_MIN;

/**
 * GET /api/appointments: the agenda from `from` (default today) on, then the days before it, newest
 * first; or with `date`, that day only (the homes' "today"). Optional status, and the patient searched
 * (`q`).
 */
export const appointmentListQuerySchema = listQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Status inválido' }).optional(),
  date: isoDate('Data inválida').optional(),
  from: isoDate('Data inválida').optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .transform((v) => v || undefined),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

export const CANCELLATION_REASON_MAX = 500;

/**
 * PATCH /api/appointments/:id/status. A doctor finishing an appointment may record the visit: the
 * free-text diagnosis and its CID-10 codes, in the order chosen; the clinical fields are ignored for
 * any other transition.
 */
export const appointmentStatusUpdateSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Status inválido' }),
  diagnosis: optionalText(5000),
  cid10_codes: cid10CodesSchema.optional(),
  treatment: optionalText(5000),
  observations: optionalText(5000),
  /** Why the patient cancels (optional); read only with status 'cancelled'. */
  cancellation_reason: optionalText(CANCELLATION_REASON_MAX),
});
export type AppointmentStatusUpdate = z.input<typeof appointmentStatusUpdateSchema>;

/**
 * A status change refused from the appointment's status now: says what it is, since at a counter the
 * usual cause is another desk's change (reception marked the absence while the doctor was writing).
 */
export const invalidTransitionMessage = (current: AppointmentStatus, wanted: AppointmentStatus) =>
  `Esta consulta está como "${APPOINTMENT_STATUS_LABELS[current]}" e não pode passar para "${APPOINTMENT_STATUS_LABELS[wanted]}".`;
export const CHECK_IN_DAY_MESSAGE = 'O check-in só pode ser feito no dia da consulta';
export const FINISH_DAY_MESSAGE = 'A consulta só pode ser finalizada a partir do dia marcado';
export const NO_SHOW_DAY_MESSAGE = 'A falta só pode ser registrada a partir do dia da consulta';
export const CANCEL_TOO_LATE_MESSAGE =
  'A consulta só pode ser cancelada antes do horário marcado. Fale com a unidade de saúde.';
export const CANCEL_STATE_MESSAGE = 'Só consultas agendadas ou confirmadas podem ser canceladas';
export const RESCHEDULE_STATE_MESSAGE = 'Só consultas agendadas ou confirmadas podem ser remarcadas';
export const RESCHEDULE_NO_SPECIALTY_MESSAGE =
  'Esta consulta não tem especialidade registrada; cancele-a e faça uma nova solicitação';
export const WITHDRAW_STATE_MESSAGE = 'Só solicitações pendentes podem ser canceladas';

/**
 * POST /api/appointments/:id/reschedule ("Remarcar"): cancels the appointment and opens a new
 * request with its specialty, type and unit; the patient may say why and add notes to the request.
 */
export const appointmentRescheduleSchema = z.object({
  cancellation_reason: optionalText(CANCELLATION_REASON_MAX),
  notes: optionalText(1000),
});
export type AppointmentReschedule = z.input<typeof appointmentRescheduleSchema>;

// ---- Answers ----

export const appointmentRequestItemSchema = z.strictObject({
  id: z.number().int(),
  specialty: z.string(),
  appointment_type: z.enum(APPOINTMENT_TYPES),
  health_unit_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  requested_date: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The unit that took the request when one decided it, else the unit it was addressed to. */
  health_unit_name: z.string().nullable(),
  approved_date: z.string().nullable(),
  approved_time: z.string().nullable(),
  /** Why the unit rejected it (decision 018); null otherwise, and on requests rejected before. */
  rejection_reason: z.string().nullable(),
  /** The appointment this request reschedules ("Remarcar", decision 037), else null. */
  rescheduled_from_appointment_id: z.number().int().nullable(),
  doctor_name: z.string().nullable(),
  /** What became of the appointment an approval made (it may since be cancelled or done); null before approval. */
  appointment_status: z.enum(APPOINTMENT_STATUSES).nullable(),
  patient_name: z.string(),
  created_at: z.string(),
});
export type AppointmentRequestItem = z.output<typeof appointmentRequestItemSchema>;

export const appointmentItemSchema = z.strictObject({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  /** The employee doctor's name, or the autonomous doctor's. */
  doctor_name: z.string().nullable(),
  health_unit_name: z.string().nullable(),
  appointment_date: z.string(),
  appointment_time: z.string().nullable(),
  appointment_type: z.enum(APPOINTMENT_TYPES),
  specialty: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  /** When the patient cancelled it and why (decision 037); null unless cancelled. */
  cancelled_at: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AppointmentItem = z.output<typeof appointmentItemSchema>;

/** POST /api/appointments/:id/reschedule: the cancelled appointment and the request that replaces it. */
export const appointmentRescheduleAnswerSchema = z.strictObject({
  appointment: appointmentItemSchema,
  request: appointmentRequestItemSchema,
});
export type AppointmentRescheduleAnswer = z.output<typeof appointmentRescheduleAnswerSchema>;
