/** Messages from the health department (spec 01 'Patient messages', spec 02 messages). */
import { z } from 'zod';
import { MESSAGE_RECIPIENT_TYPES, type MessageRecipientType } from '../domain/constants';
import { listQuerySchema, listSearchText } from './list';
import { isRowId } from './common';

export const MESSAGE_MESSAGES = {
  titleAndTextRequired: 'Título e mensagem são obrigatórios',
  chooseRecipient: 'Selecione um destinatário',
  /** No group is chosen for the sender: a message to a whole city is never sent by default. */
  chooseRecipients: 'Escolha para quem enviar a mensagem',
  recipientTypeInvalid: 'Tipo de destinatário inválido',
  recipientInvalid: 'Destinatário inválido',
  recipientNotFound: 'Destinatário não encontrado',
  notFound: 'Mensagem não encontrada',
} as const;

/** Labels shown as recipient_name for group messages. */
export const GROUP_RECIPIENT_LABELS: Record<Exclude<MessageRecipientType, 'individual'>, string> = {
  all_patients: 'Todos os pacientes',
  all_doctors: 'Todos os médicos',
  all_reception: 'Toda a recepção',
  all_public_authorities: 'Todos os órgãos públicos',
};

/** Individual recipients are written as patient_<id>, staff_<id> or authority_<id>. */
export const RECIPIENT_ID_PATTERN = /^(patient|staff|authority)_([1-9]\d{0,9})$/;

const requiredBody = (max: number) =>
  z
    .string({ error: MESSAGE_MESSAGES.titleAndTextRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.titleAndTextRequired)
    .max(max, `Máximo de ${max} caracteres`);

export const messageSendSchema = z
  .object({
    title: requiredBody(200),
    message_text: requiredBody(5000),
    recipient_type: z.enum(MESSAGE_RECIPIENT_TYPES, { error: MESSAGE_MESSAGES.recipientTypeInvalid }),
    recipient_id: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null),
  })
  .superRefine((v, ctx) => {
    if (v.recipient_type !== 'individual') return;
    if (!v.recipient_id) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_MESSAGES.chooseRecipient, path: ['recipient_id'] });
    } else if (
      !RECIPIENT_ID_PATTERN.test(v.recipient_id) ||
      !isRowId(Number(RECIPIENT_ID_PATTERN.exec(v.recipient_id)![2]))
    ) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_MESSAGES.recipientInvalid, path: ['recipient_id'] });
    }
  })
  // A group message has no individual recipient, whatever the form left in the field.
  .transform((v) => ({ ...v, recipient_id: v.recipient_type === 'individual' ? v.recipient_id : null }));
export type MessageSend = z.input<typeof messageSendSchema>;

/** GET /api/messages (department): what it sent, newest first. */
export const sentMessagesQuerySchema = listQuerySchema;

/**
 * GET /api/messages/inbox, newest first. `unread=1` keeps the unread ones only: its X-Total-Count is
 * the unread counter (the bell's badge), counted by the server, not over a page.
 */
export const inboxQuerySchema = listQuerySchema.extend({
  unread: z
    .enum(['0', '1', 'true', 'false'], { error: 'Filtro de não lidas inválido' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** GET /api/messages/recipients?q= : individual recipients in name order (choices). */
export const recipientSearchQuerySchema = listQuerySchema.extend({
  q: listSearchText,
});

// ---- Answers ----

/** GET /api/messages/inbox (newest first); the sender is always the department. */
export const inboxMessageSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  message_text: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  sender_name: z.string(),
});
export type InboxMessage = z.output<typeof inboxMessageSchema>;

/** PATCH /api/messages/:id/read */
export const messageReadResultSchema = z.strictObject({
  id: z.number().int(),
  is_read: z.literal(true),
  read_at: z.string(),
});
export type MessageReadResult = z.output<typeof messageReadResultSchema>;

/**
 * POST /api/messages/inbox/read: every message up to the newest one the reader's screen shows. One
 * that arrived after it (between two polls) stays unread, for them to see.
 */
export const inboxReadAllSchema = z.strictObject({
  up_to_id: z.number({ error: 'Mensagem inválida' }).refine(isRowId, 'Mensagem inválida'),
});
export type InboxReadAll = z.input<typeof inboxReadAllSchema>;

/** The answer: how many messages were unread until now (0 when none was). */
export const inboxReadResultSchema = z.strictObject({ marked: z.number().int() });
export type InboxReadResult = z.output<typeof inboxReadResultSchema>;

/** GET /api/messages (an array; the total is in the X-Total-Count header) and POST /api/messages. */
export const sentMessageSchema = z.strictObject({
  id: z.number().int(),
  recipient_type: z.enum(MESSAGE_RECIPIENT_TYPES),
  recipient_id: z.string().nullable(),
  recipient_name: z.string(),
  title: z.string(),
  message_text: z.string(),
  created_at: z.string(),
});
export type SentMessage = z.output<typeof sentMessageSchema>;

export const MESSAGE_RECIPIENT_KINDS = ['patient', 'doctor', 'reception', 'public_authority'] as const;
export type MessageRecipientKind = (typeof MESSAGE_RECIPIENT_KINDS)[number];

/** GET /api/messages/recipients?q= : individual recipients for the new-message dialog. */
export const messageRecipientSchema = z.strictObject({
  recipient_id: z.string(),
  name: z.string(),
  kind: z.enum(MESSAGE_RECIPIENT_KINDS),
  /** e.g. 'Paciente', 'Médico', 'Recepção', or the authority type's label. */
  label: z.string(),
  /**
   * What tells apart two people of the same name: a patient's CPF and birth date, a doctor's CRM, a
   * receptionist's CPF (each null when the record has none); an authority's sign-in name.
   */
  cpf: z.string().nullable(),
  birth_date: z.string().nullable(),
  crm: z.string().nullable(),
  username: z.string().nullable(),
});
export type MessageRecipient = z.output<typeof messageRecipientSchema>;
