/**
 * Update polling (spec 01 section 7 'Update polling', spec 02 hospital and authority polling): one
 * combined, conditional call per signed-in client every 30 s instead of one poll per list.
 */
import { z } from 'zod';

export const UPDATE_KINDS = [
  'message',
  'appointment_approved',
  'new_request',
  'new_exam',
  'new_report',
  'new_provisional_patient',
  'new_appointment',
] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** At most this many items of each kind per answer; the counts say how many there are in all. */
export const UPDATES_ITEM_CAP = 5;

/** Notification bodies are previews (spec 01 section 9: message preview 100 characters). */
export const UPDATES_BODY_PREVIEW = 100;

export const UPDATES_MESSAGES = {
  sinceInvalid: 'Parâmetro since inválido',
} as const;

/**
 * Notification titles by role (spec 01 section 6): the same event reads differently for whom it
 * is news (an appointment is a new patient to a doctor, a new appointment to reception).
 */
export const UPDATE_TITLES = {
  message: 'Nova mensagem da Secretaria de Saúde',
  appointment_approved: 'Consulta aprovada',
  new_exam: 'Novo resultado de exame',
  new_request_reception: 'Nova solicitação de consulta',
  new_request_hospital: 'Nova solicitação para aprovar',
  new_appointment_doctor: 'Novo paciente agendado',
  new_appointment_reception: 'Nova consulta agendada',
  new_report: 'Nova denúncia ambiental',
  new_provisional_patient: 'Novo paciente provisório',
} as const;

/** `since` is an ISO-8601 instant; absent means "start from now" (the first call of a client). */
export const updatesQuerySchema = z.object({
  since: z
    .string({ error: UPDATES_MESSAGES.sinceInvalid })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), UPDATES_MESSAGES.sinceInvalid)
    .transform((v) => new Date(v).toISOString())
    .optional(),
});

export const updateItemSchema = z.strictObject({
  kind: z.enum(UPDATE_KINDS),
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type UpdateItem = z.output<typeof updateItemSchema>;

/** GET /api/updates */
export const updatesAnswerSchema = z.strictObject({
  /** The next call's `since`. */
  now: z.string(),
  /** Newest first within each kind, at most UPDATES_ITEM_CAP of each. */
  items: z.array(updateItemSchema),
  /** How many of each kind happened after `since` (absent kinds: none). */
  counts: z.partialRecord(z.enum(UPDATE_KINDS), z.number().int()),
  /**
   * The version of the inbox the messages bell counts (absent for who receives no messages): the
   * client reads its inbox again when this changes, so the bell needs no poll of its own.
   */
  inbox: z.string().optional(),
});
export type UpdatesAnswer = z.output<typeof updatesAnswerSchema>;
