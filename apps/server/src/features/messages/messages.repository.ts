import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { CursorValue } from '@saude/shared/schemas/list';
import type { DB, MessagesTable } from '../../db/types';
import { patientsRepository } from '../patients';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { prepared } from '../../db/prepared';
import { everyWordIn } from '../../db/text-match';

/** The account tables whose members receive group messages. */
export type RecipientAccountTable = 'patients' | 'staff' | 'public_authorities';

/**
 * Who a message can be addressed to, for one recipient: their own key, their group, and the account
 * row whose creation time bounds which group messages they get.
 */
export type RecipientKeys = {
  key: string;
  group: string;
  account: { table: RecipientAccountTable; id: number };
  /** That account's created_at, when already known (else the queries read it). */
  joinedAt?: string;
};

type MessageScope = ExpressionBuilder<DB & { m: MessagesTable }, 'm'>;

/**
 * A group message reaches the group as it is at send time (issue 5): someone who joined later does
 * not receive earlier announcements. The account's created_at is read in the same query, so the
 * group branch stays a range on messages_recipient_idx (recipient_type, recipient_id, created_at, id).
 */
const joinedAt = (eb: MessageScope, { table, id }: RecipientKeys['account']) =>
  eb.selectFrom(table).select(`${table}.created_at`).where(`${table}.id`, '=', id);

const toThem = (keys: RecipientKeys) => (eb: MessageScope) =>
  eb.and([eb('m.recipient_type', '=', 'individual'), eb('m.recipient_id', '=', keys.key)]);
const toTheirGroup = (keys: RecipientKeys) => (eb: MessageScope) =>
  eb.and([
    eb('m.recipient_type', '=', keys.group),
    eb('m.recipient_id', 'is', null),
    keys.joinedAt === undefined
      ? eb('m.created_at', '>=', joinedAt(eb, keys.account))
      : eb('m.created_at', '>=', keys.joinedAt),
  ]);
const addressedTo = (keys: RecipientKeys) => (eb: MessageScope) =>
  eb.or([toThem(keys)(eb), toTheirGroup(keys)(eb)]);
/** Not yet read by that recipient (the unread counter, "Marcar todas como lidas"). */
const notReadBy = (recipient: string) => (eb: MessageScope) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('message_reads as r')
        .select('r.message_id')
        .whereRef('r.message_id', '=', 'm.id')
        .where('r.recipient', '=', recipient),
    ),
  );

/** Newest first: both branches of the inbox are ranges of (recipient_type, recipient_id, created_at, id). */
const newestFirst = [sql.ref('m.created_at'), sql.ref('m.id')];

export type InboxFilter = { unread: boolean };
export type InboxRow = {
  id: number;
  title: string;
  message_text: string;
  created_at: string;
  read_at: string | null;
};

/**
 * The inbox's version for its ETag, polled every 30 s: built once per account table, and per whether
 * the account's created_at is known (shape `table:known` or `table:read`).
 */
const inboxVersion = prepared<
  { key: string; group: string; accountId: number; joinedAt: string },
  { n: number | string; max_id: number | string | null; reads: number | string | null }
>((db, p, shape) => {
  const [table, joined] = shape.split(':') as [RecipientAccountTable, string];
  const keys: RecipientKeys = {
    key: p.key,
    group: p.group,
    account: { table, id: p.accountId },
    joinedAt: joined === 'known' ? p.joinedAt : undefined,
  };
  return db
    .selectFrom('messages as m')
    .where(addressedTo(keys))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | string | null>('m.id').as('max_id'),
      eb
        .selectFrom('message_reads')
        .where('recipient', '=', p.key)
        .select((e) => e.fn.countAll<number | string>().as('reads'))
        .as('reads'),
    ]);
});

export function messagesRepository(db: Kysely<DB>) {
  return {
    /**
     * A page of the inbox, newest first. The two ways a message reaches someone (to them, to their
     * group) are two index ranges merged by the database (UNION ALL ordered as a whole), so a page
     * reads about `limit` entries of each whatever the inbox's size.
     */
    inbox: (keys: RecipientKeys, filter: InboxFilter, seek: Seek | undefined, limit: number) => {
      const branch = (
        addressed: (eb: MessageScope) => Expression<SqlBool>,
        afterKey: readonly CursorValue[] | null,
      ) => {
        let q = db
          .selectFrom('messages as m')
          .leftJoin('message_reads as r', (j) =>
            j.onRef('r.message_id', '=', 'm.id').on('r.recipient', '=', keys.key),
          )
          .select(['m.id as id', 'm.title', 'm.message_text', 'm.created_at as created_at', 'r.read_at'])
          .where(addressed);
        if (filter.unread) q = q.where('r.read_at', 'is', null);
        if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
        return q;
      };
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (m: InboxRow) => [m.created_at, m.id],
            read: (afterKey, take) =>
              branch(toThem(keys), afterKey)
                .unionAll(branch(toTheirGroup(keys), afterKey))
                .orderBy(sql.ref('created_at'), 'desc')
                .orderBy(sql.ref('id'), 'desc')
                .limit(take)
                .execute(),
          },
        ],
        seek,
        limit,
      );
    },
    /** The inbox's total, or with `unread` the unread counter (the bell's badge). */
    countInbox: (keys: RecipientKeys, filter: InboxFilter) => {
      let q = db.selectFrom('messages as m').where(addressedTo(keys));
      if (filter.unread) {
        q = q.where(notReadBy(keys.key));
      }
      return cappedTotal(db, q);
    },

    /** What changes when the inbox changes: new or removed messages, and messages read. */
    inboxVersion: async (keys: RecipientKeys) => {
      const [row] = await inboxVersion(
        db,
        { key: keys.key, group: keys.group, accountId: keys.account.id, joinedAt: keys.joinedAt ?? '' },
        `${keys.account.table}:${keys.joinedAt === undefined ? 'read' : 'known'}`,
      );
      return `${Number(row?.n ?? 0)}.${Number(row?.max_id ?? 0)}.${Number(row?.reads ?? 0)}`;
    },

    findAddressed: (id: number, keys: RecipientKeys) =>
      db
        .selectFrom('messages as m')
        .select('m.id')
        .where('m.id', '=', id)
        .where(addressedTo(keys))
        .executeTakeFirst(),

    /** Idempotent: the first opening sets read_at, later ones keep it. */
    markRead: async (id: number, recipient: string, at: string) => {
      await db
        .insertInto('message_reads')
        .values({ message_id: id, recipient, read_at: at })
        .onConflict((oc) => oc.columns(['message_id', 'recipient']).doNothing())
        .execute();
      return db
        .selectFrom('message_reads')
        .select('read_at')
        .where('message_id', '=', id)
        .where('recipient', '=', recipient)
        .executeTakeFirstOrThrow();
    },

    /**
     * Every message addressed to the recipient, up to `upToId`, and not read yet is read now, in one
     * statement; the unique (message_id, recipient) keeps one read by another request as it was.
     */
    markAllRead: async (keys: RecipientKeys, upToId: number, at: string) => {
      const result = await db
        .insertInto('message_reads')
        .columns(['message_id', 'recipient', 'read_at'])
        .expression(
          db
            .selectFrom('messages as m')
            .where(addressedTo(keys))
            .where('m.id', '<=', upToId)
            .where(notReadBy(keys.key))
            .select((eb) => ['m.id', eb.val(keys.key).as('recipient'), eb.val(at).as('read_at')]),
        )
        .onConflict((oc) => oc.columns(['message_id', 'recipient']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** What the department sent, newest first. */
    listSent: (seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (m: Selectable<MessagesTable>) => [m.created_at, m.id],
            read: (afterKey, take) => {
              let q = db.selectFrom('messages as m').selectAll('m');
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    countSent: () => cappedTotal(db, db.selectFrom('messages')),
    insert: async (row: Insertable<MessagesTable>) =>
      db.insertInto('messages').values(row).returningAll().executeTakeFirstOrThrow(),

    patientNames: (ids: number[]) => patientsRepository(db).namesOf(ids),
    staffNames: (ids: number[]) =>
      ids.length
        ? db
            .selectFrom('staff')
            .select(['id', 'full_name as name', 'user_type'])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),
    authorityNames: (ids: number[]) =>
      ids.length
        ? db
            .selectFrom('public_authorities')
            .select(['id', 'authority_name as name', 'authority_type'])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),

    /** A page of the individual recipients in name order (see `recipientChoices`). */
    recipients: (q: string, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'text', 'integer'],
            keyOf: (r: RecipientRow) => [r.name, r.tag, r.id],
            read: (afterKey, take) => nextRecipients(db, q, afterKey, take).execute(),
          },
        ],
        seek,
        limit,
      ),
    countRecipients: (q: string) => cappedTotal(db, db.selectFrom(recipientChoices(db, q).as('c'))),
  };
}

/** Where a recipient comes from; the order of the choices among equal names. */
export type RecipientTag = 'authority' | 'patient' | 'staff';
export type RecipientRow = {
  name: string;
  tag: RecipientTag;
  id: number;
  subtype: string | null;
  /** What tells people of one name apart (see messageRecipientSchema); null where a table has none. */
  cpf: string | null;
  birth_date: string | null;
  crm: string | null;
  crm_uf: string | null;
  username: string | null;
};

/**
 * Everyone a message can be addressed to individually: active patients, doctors and reception staff
 * (never the department's own staff, spec 02 section 6) and active authorities, each table starting
 * after the cursor's (name, tag, id).
 */
function recipientTables(db: Kysely<DB>, q: string, afterKey: readonly CursorValue[] | null) {
  const searched = q.trim() !== '';
  const digits = q.replace(/\D/g, '');
  /** Active, and past the cursor when there is one. */
  const listed =
    (name: string, tag: RecipientTag) =>
    <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
      eb.and([
        eb(sql.ref('is_active'), '=', 1),
        ...(afterKey ? [after([sql.ref(name), sql.lit(tag), sql.ref('id')], 'asc', afterKey)] : []),
      ]);
  const patients = db
    .selectFrom('patients')
    .select([
      sql<string>`full_name`.as('name'),
      sql<RecipientTag>`'patient'`.as('tag'),
      'id',
      sql<string | null>`null`.as('subtype'),
      'cpf',
      'birth_date',
      sql<string | null>`null`.as('crm'),
      sql<string | null>`null`.as('crm_uf'),
      sql<string | null>`null`.as('username'),
    ])
    .where(listed('full_name', 'patient'))
    .$if(searched, (qb) =>
      qb.where((eb) =>
        eb.or([
          // As PostgreSQL's trigram index on patients has it (migration 011; the column is NOT NULL),
          // so a rare name is found through the index instead of by reading every patient.
          everyWordIn(['full_name'], q, { notNull: true }),
          ...(digits.length >= 3 ? [eb('cpf', 'like', `${digits}%`)] : []),
        ]),
      ),
    );
  const staff = db
    .selectFrom('staff')
    .select([
      sql<string>`full_name`.as('name'),
      sql<RecipientTag>`'staff'`.as('tag'),
      'id',
      sql<string | null>`user_type`.as('subtype'),
      'cpf',
      sql<string | null>`null`.as('birth_date'),
      'crm',
      'crm_uf',
      sql<string | null>`null`.as('username'),
    ])
    .where(listed('full_name', 'staff'))
    .where('user_type', 'in', ['doctor', 'reception'])
    .$if(searched, (qb) => qb.where(everyWordIn(['full_name'], q)));
  const authorities = db
    .selectFrom('public_authorities')
    .select([
      sql<string>`authority_name`.as('name'),
      sql<RecipientTag>`'authority'`.as('tag'),
      'id',
      sql<string | null>`authority_type`.as('subtype'),
      sql<string | null>`null`.as('cpf'),
      sql<string | null>`null`.as('birth_date'),
      sql<string | null>`null`.as('crm'),
      sql<string | null>`null`.as('crm_uf'),
      'username',
    ])
    .where(listed('authority_name', 'authority'))
    .$if(searched, (qb) => qb.where(everyWordIn(['authority_name', 'username'], q)));
  return [patients, staff, authorities] as const;
}

/** The recipients as one list (to count them). */
function recipientChoices(db: Kysely<DB>, q: string) {
  const [patients, staff, authorities] = recipientTables(db, q, null);
  return patients.unionAll(staff).unionAll(authorities);
}

/**
 * The next `take` recipients after the cursor: each table gives its first `take` in name order (a
 * range of its name index) and the database merges them. Without the limit inside, SQLite planned
 * each table for all its rows and sorted the 100 000 patients for every first page.
 */
function nextRecipients(db: Kysely<DB>, q: string, afterKey: readonly CursorValue[] | null, take: number) {
  const first = <TB extends keyof DB>(table: SelectQueryBuilder<DB, TB, RecipientRow>) =>
    db.selectFrom(table.orderBy(sql.ref('name')).orderBy(sql.ref('id')).limit(take).as('t')).selectAll();
  const [patients, staff, authorities] = recipientTables(db, q, afterKey);
  return first(patients)
    .unionAll(first(staff))
    .unionAll(first(authorities))
    .orderBy(sql.ref('name'))
    .orderBy(sql.ref('tag'))
    .orderBy(sql.ref('id'))
    .limit(take);
}
