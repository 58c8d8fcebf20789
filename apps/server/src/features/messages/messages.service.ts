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
import { formatCrm } from '@saude/shared/domain/professional-codes';
import type { messageSendSchema } from '@saude/shared/schemas/messages';
import type { DB, MessagesTable } from '../../db/types';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { Principal, ServiceContext } from '../../lib/service-context';
import { badRequest, notFound } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import { auditAction } from '../audit/audit.service';
import { nowIso } from '../../lib/time';
import { pushOutbox } from '../push';
import {
  messagesRepository,
  type InboxFilter,
  type RecipientKeys,
  type RecipientRow,
} from './messages.repository';

type Listed<T> = Promise<{ page: Page<T>; total: Total }>;

/** The inbox a principal reads, or null for roles that receive no messages. */
export function recipientKeys(p: Principal): RecipientKeys | null {
  switch (p.role) {
    case 'patient':
      return p.patientId
        ? {
            key: `patient_${p.patientId}`,
            group: 'all_patients',
            account: { table: 'patients', id: p.patientId },
            joinedAt: p.accountCreatedAt,
          }
        : null;
    case 'doctor':
      return p.staffId
        ? {
            key: `staff_${p.staffId}`,
            group: 'all_doctors',
            account: { table: 'staff', id: p.staffId },
            joinedAt: p.accountCreatedAt,
          }
        : null;
    case 'reception':
      return p.staffId
        ? {
            key: `staff_${p.staffId}`,
            group: 'all_reception',
            account: { table: 'staff', id: p.staffId },
            joinedAt: p.accountCreatedAt,
          }
        : null;
    case 'public_authority':
      return {
        key: `authority_${p.id}`,
        group: 'all_public_authorities',
        account: { table: 'public_authorities', id: p.id },
        joinedAt: p.accountCreatedAt,
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

/** The inbox's version as the client sees it: opaque, compared only with the last one it saw. */
export const opaqueInboxVersion = (keys: RecipientKeys, version: string) =>
  sha256(`${keys.key}:${version}`).slice(0, 16);

/**
 * The inbox's state for conditional GETs (it is read whenever the update poll says it moved): its
 * version, as the update poll carries it (decision 052), and the ETag of this page of it (`query`:
 * its filter, limit and cursor).
 */
export async function inboxState(
  ctx: ServiceContext,
  query: string,
): Promise<{ etag: string; version: string }> {
  const keys = keysOrFail(ctx.principal);
  const version = await messagesRepository(ctx.deps.db).inboxVersion(keys);
  return {
    etag: `W/"${sha256(`${keys.key}:${version}:${query}`).slice(0, 32)}"`,
    version: opaqueInboxVersion(keys, version),
  };
}

/** GET /api/messages/inbox: newest first; `unread` keeps the unread ones (their total is the badge). */
export async function inbox(
  ctx: ServiceContext,
  filter: InboxFilter,
  seek: Seek | undefined,
  limit: number,
): Listed<InboxMessage> {
  const keys = keysOrFail(ctx.principal);
  const repo = messagesRepository(ctx.deps.db);
  const [page, total] = await Promise.all([
    repo.inbox(keys, filter, seek, limit),
    repo.countInbox(keys, filter),
  ]);
  const items = page.items.map((m) => ({
    id: m.id,
    title: m.title,
    message_text: m.message_text,
    is_read: m.read_at != null,
    read_at: m.read_at ?? null,
    created_at: m.created_at,
    sender_name: SENDER_NAME,
  }));
  return { page: { items, next: page.next }, total };
}

export async function markRead(ctx: ServiceContext, id: number) {
  const { db } = ctx.deps;
  const p = ctx.principal;
  const keys = keysOrFail(p);
  const repo = messagesRepository(db);
  if (!(await repo.findAddressed(id, keys))) throw notFound(MESSAGE_MESSAGES.notFound);
  const { read_at } = await repo.markRead(id, keys.key, nowIso());
  return { id, is_read: true as const, read_at };
}

/**
 * "Marcar todas como lidas": the whole inbox up to the newest message the screen showed, however many
 * pages of it the browser has loaded.
 */
export async function markAllRead(ctx: ServiceContext, upToId: number) {
  const keys = keysOrFail(ctx.principal);
  return { marked: await messagesRepository(ctx.deps.db).markAllRead(keys, upToId, nowIso()) };
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

/** GET /api/messages: what the department sent, newest first. */
export async function listSent(db: Kysely<DB>, seek: Seek | undefined, limit: number): Listed<SentMessage> {
  const repo = messagesRepository(db);
  const [page, total] = await Promise.all([repo.listSent(seek, limit), repo.countSent()]);
  return { page: { items: await presentSent(db, page.items), next: page.next }, total };
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
  ctx: ServiceContext,
  input: z.output<typeof messageSendSchema>,
): Promise<SentMessage> {
  const { db } = ctx.deps;
  const sender = ctx.principal;
  if (input.recipient_type === 'individual' && input.recipient_id)
    await checkRecipient(db, input.recipient_id);
  // The message and its pushes to every subscribed recipient are written together (decision 040).
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await messagesRepository(trx).insert({
      sender_kind: sender.kind,
      sender_id: sender.id,
      recipient_type: input.recipient_type,
      recipient_id: input.recipient_id,
      title: input.title,
      message_text: input.message_text,
      created_at: nowIso(),
    });
    await pushOutbox(trx).messageSent(inserted);
    return inserted;
  });
  const [message] = (await presentSent(db, [row])) as [SentMessage];
  const recipient = { recipient_type: message.recipient_type, recipient_id: message.recipient_id };
  await auditAction(ctx, 'message.sent', { type: 'message', id: message.id }, recipient);
  return message;
}

function recipientKind(r: RecipientRow): MessageRecipient['kind'] {
  if (r.tag === 'patient') return 'patient';
  if (r.tag === 'authority') return 'public_authority';
  return r.subtype === 'doctor' ? 'doctor' : 'reception';
}

function presentRecipient(r: RecipientRow): MessageRecipient {
  const kind = recipientKind(r);
  return {
    // The tag is the id's prefix: patient_7, staff_3, authority_2.
    recipient_id: `${r.tag}_${r.id}`,
    name: r.name,
    kind,
    label:
      kind === 'public_authority'
        ? (AUTHORITY_TYPE_LABELS[r.subtype as AuthorityType] ?? 'Órgão Público')
        : USER_TYPE_LABELS[kind],
    cpf: r.cpf,
    birth_date: r.birth_date,
    crm: kind === 'doctor' ? formatCrm(r.crm, r.crm_uf) : null,
    username: r.username,
  };
}

/** GET /api/messages/recipients?q= : the individual recipients in name order (choices). */
export async function searchRecipients(
  db: Kysely<DB>,
  q: string,
  seek: Seek | undefined,
  limit: number,
): Listed<MessageRecipient> {
  const repo = messagesRepository(db);
  const [page, total] = await Promise.all([repo.recipients(q, seek, limit), repo.countRecipients(q)]);
  return { page: { items: page.items.map(presentRecipient), next: page.next }, total };
}
