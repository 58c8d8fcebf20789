/**
 * Department messages. Group messages are stored once (not one row per recipient); read state is a
 * row per recipient created when they open it. Recipient keys: patient_<id>, staff_<id>, authority_<id>.
 */
import type { Kysely, Selectable } from 'kysely';
import { AUTHORITY_TYPE_LABELS, USER_TYPE_LABELS, type AuthorityType } from '@saude/shared/auth/roles';
import { SENDER_NAME, type MessageRecipientType } from '@saude/shared/domain/constants';
import {
  GROUP_RECIPIENT_LABELS,
  MESSAGE_MESSAGES,
  RECIPIENT_ID_PATTERN,
  type InboxMessage,
  type MessageRecipient,
  type SentMessage,
} from '@saude/shared/schemas/messages';
import type { z } from 'zod';
import type { messageSendSchema } from '@saude/shared/schemas/messages';
import type { DB, MessagesTable } from '../../db/types';
import type { Principal } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { sha256 } from '../../lib/tokens';
import { nowIso } from '../../lib/time';
import { messagesRepository, type RecipientKeys } from './messages.repository';

export const INBOX_LIMIT = 100;
const RECIPIENT_SEARCH_LIMIT = 20;

/** The inbox a principal reads, or null for roles that receive no messages. */
export function recipientKeys(p: Principal): RecipientKeys | null {
  switch (p.role) {
    case 'patient':
      return p.patientId
        ? {
            key: `patient_${p.patientId}`,
            group: 'all_patients',
            account: { table: 'patients', id: p.patientId },
          }
        : null;
    case 'doctor':
      return p.staffId
        ? { key: `staff_${p.staffId}`, group: 'all_doctors', account: { table: 'staff', id: p.staffId } }
        : null;
    case 'reception':
      return p.staffId
        ? { key: `staff_${p.staffId}`, group: 'all_reception', account: { table: 'staff', id: p.staffId } }
        : null;
    case 'public_authority':
      return {
        key: `authority_${p.id}`,
        group: 'all_public_authorities',
        account: { table: 'public_authorities', id: p.id },
      };
    default:
      return null;
  }
}

function keysOrFail(p: Principal): RecipientKeys {
  const keys = recipientKeys(p);
  if (!keys) throw notFound(MESSAGE_MESSAGES.notFound);
  return keys;
}

/** A cheap fingerprint of the inbox for conditional GETs (it is polled every 30 s). */
export async function inboxEtag(db: Kysely<DB>, p: Principal): Promise<string> {
  const keys = keysOrFail(p);
  const version = await messagesRepository(db).inboxVersion(keys);
  return `W/"${sha256(`${keys.key}:${version}`).slice(0, 32)}"`;
}

export async function inbox(db: Kysely<DB>, p: Principal): Promise<InboxMessage[]> {
  const rows = await messagesRepository(db).inbox(keysOrFail(p), INBOX_LIMIT);
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    message_text: m.message_text,
    is_read: m.read_at != null,
    read_at: m.read_at ?? null,
    created_at: m.created_at,
    sender_name: SENDER_NAME,
  }));
}

export async function markRead(db: Kysely<DB>, p: Principal, id: number) {
  const keys = keysOrFail(p);
  const repo = messagesRepository(db);
  if (!(await repo.findAddressed(id, keys))) throw notFound(MESSAGE_MESSAGES.notFound);
  const { read_at } = await repo.markRead(id, keys.key, nowIso());
  return { id, is_read: true as const, read_at };
}

type MessageRow = Selectable<MessagesTable>;

/** Resolves recipient_name for a page of sent messages with one query per kind of recipient. */
async function presentSent(db: Kysely<DB>, rows: MessageRow[]): Promise<SentMessage[]> {
  const ids = { patient: [] as number[], staff: [] as number[], authority: [] as number[] };
  for (const r of rows) {
    const m = r.recipient_id ? RECIPIENT_ID_PATTERN.exec(r.recipient_id) : null;
    if (m) ids[m[1] as keyof typeof ids].push(Number(m[2]));
  }
  const repo = messagesRepository(db);
  const [patients, staff, authorities] = await Promise.all([
    repo.patientNames(ids.patient),
    repo.staffNames(ids.staff),
    repo.authorityNames(ids.authority),
  ]);
  const names = new Map<string, string>([
    ...patients.map((x) => [`patient_${x.id}`, x.name] as const),
    ...staff.map((x) => [`staff_${x.id}`, x.name] as const),
    ...authorities.map((x) => [`authority_${x.id}`, x.name] as const),
  ]);
  return rows.map((r) => {
    const type = r.recipient_type as MessageRecipientType;
    const recipient_name =
      type === 'individual'
        ? (names.get(r.recipient_id ?? '') ?? 'Destinatário removido')
        : GROUP_RECIPIENT_LABELS[type];
    return {
      id: r.id,
      recipient_type: type,
      recipient_id: r.recipient_id,
      recipient_name,
      title: r.title,
      message_text: r.message_text,
      created_at: r.created_at,
    };
  });
}

export async function listSent(db: Kysely<DB>, limit: number, offset: number) {
  const repo = messagesRepository(db);
  const [rows, total] = await Promise.all([repo.listSent(limit, offset), repo.countAll()]);
  return { items: await presentSent(db, rows), total };
}

/** Individual recipients must exist; department staff are not recipients (spec 02 section 6). */
async function checkRecipient(db: Kysely<DB>, recipientId: string): Promise<void> {
  const m = RECIPIENT_ID_PATTERN.exec(recipientId);
  if (!m) throw badRequest(MESSAGE_MESSAGES.recipientInvalid);
  const id = Number(m[2]);
  const repo = messagesRepository(db);
  if (m[1] === 'patient') {
    if (!(await repo.patientNames([id])).length) throw badRequest(MESSAGE_MESSAGES.recipientNotFound);
  } else if (m[1] === 'staff') {
    const [s] = await repo.staffNames([id]);
    if (!s) throw badRequest(MESSAGE_MESSAGES.recipientNotFound);
    if (s.user_type === 'health_department') throw badRequest(MESSAGE_MESSAGES.recipientInvalid);
  } else if (!(await repo.authorityNames([id])).length) {
    throw badRequest(MESSAGE_MESSAGES.recipientNotFound);
  }
}

export async function sendMessage(
  db: Kysely<DB>,
  sender: Principal,
  input: z.output<typeof messageSendSchema>,
): Promise<SentMessage> {
  if (input.recipient_type === 'individual' && input.recipient_id)
    await checkRecipient(db, input.recipient_id);
  const row = await messagesRepository(db).insert({
    sender_kind: sender.kind,
    sender_id: sender.id,
    recipient_type: input.recipient_type,
    recipient_id: input.recipient_id,
    title: input.title,
    message_text: input.message_text,
    created_at: nowIso(),
  });
  const [message] = await presentSent(db, [row]);
  return message!;
}

export async function searchRecipients(db: Kysely<DB>, q: string): Promise<MessageRecipient[]> {
  const repo = messagesRepository(db);
  const [patients, staff, authorities] = await Promise.all([
    repo.searchPatients(q, RECIPIENT_SEARCH_LIMIT),
    repo.searchStaff(q, RECIPIENT_SEARCH_LIMIT),
    repo.searchAuthorities(q, RECIPIENT_SEARCH_LIMIT),
  ]);
  const all: MessageRecipient[] = [
    ...patients.map((p) => ({
      recipient_id: `patient_${p.id}`,
      name: p.name,
      kind: 'patient' as const,
      label: USER_TYPE_LABELS.patient,
    })),
    ...staff.map((s) => ({
      recipient_id: `staff_${s.id}`,
      name: s.name,
      kind: s.user_type === 'doctor' ? ('doctor' as const) : ('reception' as const),
      label: s.user_type === 'doctor' ? USER_TYPE_LABELS.doctor : USER_TYPE_LABELS.reception,
    })),
    ...authorities.map((a) => ({
      recipient_id: `authority_${a.id}`,
      name: a.name,
      kind: 'public_authority' as const,
      label: AUTHORITY_TYPE_LABELS[a.authority_type as AuthorityType] ?? 'Órgão Público',
    })),
  ];
  return all.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')).slice(0, RECIPIENT_SEARCH_LIMIT);
}
