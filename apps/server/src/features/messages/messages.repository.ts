import { type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { DB, MessagesTable } from '../../db/types';
import { ilike, likePattern } from '../../db/text-match';

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
};

type MessageScope = ExpressionBuilder<DB & { m: MessagesTable }, 'm'>;

/**
 * A group message reaches the group as it is at send time (issue 5): someone who joined later does
 * not receive earlier announcements. The account's created_at is read in the same query, so the
 * group branch stays a range on messages_recipient_idx (recipient_type, recipient_id, created_at).
 */
const joinedAt = (eb: MessageScope, { table, id }: RecipientKeys['account']) =>
  eb.selectFrom(table).select(`${table}.created_at`).where(`${table}.id`, '=', id);

const addressedTo = (keys: RecipientKeys) => (eb: MessageScope) =>
  eb.or([
    eb.and([eb('m.recipient_type', '=', 'individual'), eb('m.recipient_id', '=', keys.key)]),
    eb.and([eb('m.recipient_type', '=', keys.group), eb('m.created_at', '>=', joinedAt(eb, keys.account))]),
  ]);

export function messagesRepository(db: Kysely<DB>) {
  return {
    inbox: (keys: RecipientKeys, limit: number) =>
      db
        .selectFrom('messages as m')
        .leftJoin('message_reads as r', (j) =>
          j.onRef('r.message_id', '=', 'm.id').on('r.recipient', '=', keys.key),
        )
        .select(['m.id', 'm.title', 'm.message_text', 'm.created_at', 'r.read_at'])
        .where(addressedTo(keys))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute(),

    /** What changes when the inbox changes: new or removed messages, and messages read. */
    inboxVersion: async (keys: RecipientKeys) => {
      const row = await db
        .selectFrom('messages as m')
        .where(addressedTo(keys))
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.max('m.id').as('max_id'),
          eb
            .selectFrom('message_reads')
            .where('recipient', '=', keys.key)
            .select((e) => e.fn.countAll<number | string>().as('reads'))
            .as('reads'),
        ])
        .executeTakeFirstOrThrow();
      return `${Number(row.n)}.${Number(row.max_id ?? 0)}.${Number(row.reads ?? 0)}`;
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

    listSent: (limit: number, offset: number) =>
      db
        .selectFrom('messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    countAll: async () =>
      Number(
        (
          await db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: async (row: Insertable<MessagesTable>) =>
      db.insertInto('messages').values(row).returningAll().executeTakeFirstOrThrow(),

    patientNames: (ids: number[]) =>
      ids.length
        ? db.selectFrom('patients').select(['id', 'full_name as name']).where('id', 'in', ids).execute()
        : Promise.resolve([]),
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

    searchPatients: (q: string, limit: number) => {
      let query = db
        .selectFrom('patients')
        .select(['id', 'full_name as name'])
        .where('is_active', '=', 1)
        .orderBy('full_name')
        .limit(limit);
      if (q) {
        const digits = q.replace(/\D/g, '');
        query = query.where((eb) =>
          eb.or([
            ilike('full_name', likePattern(q)),
            ...(digits.length >= 3 ? [eb('cpf', 'like', `${digits}%`)] : []),
          ]),
        );
      }
      return query.execute();
    },
    searchStaff: (q: string, limit: number) => {
      let query = db
        .selectFrom('staff')
        .select(['id', 'full_name as name', 'user_type'])
        .where('is_active', '=', 1)
        .where('user_type', 'in', ['doctor', 'reception'])
        .orderBy('full_name')
        .limit(limit);
      if (q) query = query.where(ilike('full_name', likePattern(q)));
      return query.execute();
    },
    searchAuthorities: (q: string, limit: number) => {
      let query = db
        .selectFrom('public_authorities')
        .select(['id', 'authority_name as name', 'authority_type'])
        .where('is_active', '=', 1)
        .orderBy('authority_name')
        .limit(limit);
      if (q) {
        const p = likePattern(q);
        query = query.where((eb) => eb.or([ilike('authority_name', p), ilike('username', p)]));
      }
      return query.execute();
    },
  };
}
