/**
 * The messages lists through the list contract: the inbox newest first (with `unread=1`, whose total
 * is the unread counter) and still conditional, the department's sent list newest first, and the
 * recipients in name order across patients, staff and authorities.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageRecipientType } from '@saude/shared/domain/constants';
import type { InboxMessage, MessageRecipient, SentMessage } from '@saude/shared/schemas/messages';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createPatient, createStaff, signedIn } from '../../test/fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/** Sent `minutes` after the test's start: group messages reach whoever was a member then. */
async function message(recipient_type: MessageRecipientType, recipient_id: string | null, minutes: number) {
  const created_at = new Date(start + minutes * 60_000).toISOString();
  return (
    await ctx.db
      .insertInto('messages')
      .values({
        sender_kind: 'health_department',
        sender_id: 1,
        recipient_type,
        recipient_id,
        title: `Mensagem ${minutes}`,
        message_text: 'Texto',
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
let start = Date.now();

async function patientClient() {
  const p = await createPatient(ctx.db);
  const client = new TestClient(ctx.app, `10.33.0.${p.id}`);
  await client.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  return { client, id: p.id };
}

describe('GET /api/messages/inbox', () => {
  it("pages through both ways a message reaches someone, newest first, and counts what's unread", async () => {
    start = Date.now() + 60_000;
    const me = await patientClient();
    const other = await patientClient();
    // Before the patient existed: a group message they never received.
    await message('all_patients', null, -120);
    const expected: number[] = [];
    for (let i = 1; i <= 30; i++) {
      expected.push(
        await message(
          i % 3 === 0 ? 'all_patients' : 'individual',
          i % 3 === 0 ? null : `patient_${me.id}`,
          i,
        ),
      );
      await message('individual', `patient_${other.id}`, i);
      if (i % 10 === 0) await message('all_doctors', null, i);
    }
    const inbox = await readAllPages<InboxMessage>(me.client, '/api/messages/inbox?limit=7');
    expect(inbox.items.map((m) => m.id)).toEqual([...expected].reverse());
    expect(inbox.pages.map((p) => p.body.length)).toEqual([7, 7, 7, 7, 2]);
    expect(totalOf(inbox.pages[0]!)).toEqual({ total: 30, exact: true });

    // Read three (one of them a group message): the badge counts the other 27.
    for (const id of [expected[2]!, expected[10]!, expected[29]!]) {
      expect((await me.client.patch(`/api/messages/${id}/read`)).status).toBe(200);
    }
    const badge = await me.client.get<InboxMessage[]>('/api/messages/inbox?unread=1&limit=1');
    expect(totalOf(badge)).toEqual({ total: 27, exact: true });
    const unread = await readAllPages<InboxMessage>(me.client, '/api/messages/inbox?unread=1&limit=10');
    expect(unread.items.map((m) => m.id)).toEqual(
      [...expected].reverse().filter((id) => ![expected[2], expected[10], expected[29]].includes(id)),
    );
    expect(unread.items.every((m) => !m.is_read)).toBe(true);
    expect(
      new URL(unread.pages[0]!.headers.get('link')!.slice(1).split('>')[0]!).searchParams.get('unread'),
    ).toBe('1');
    // The other patient's reads are theirs: all 30 of their own and the 10 group messages unread.
    expect(totalOf(await other.client.get('/api/messages/inbox?unread=1&limit=1'))).toEqual({
      total: 40,
      exact: true,
    });
  });

  it('answers each page conditionally: 304 while nothing changed, 200 once a message is read', async () => {
    const me = await patientClient();
    for (let i = 1; i <= 5; i++) await message('individual', `patient_${me.id}`, i);
    const first = await me.client.get<InboxMessage[]>('/api/messages/inbox?limit=2');
    const second = await me.client.get<InboxMessage[]>(nextPageOf(first)!);
    const etag = second.headers.get('etag')!;
    expect(etag).not.toBe(first.headers.get('etag'));
    const again = await me.client.request('GET', nextPageOf(first)!, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await me.client.patch(`/api/messages/${second.body[0]!.id}/read`);
    const changed = await me.client.request<InboxMessage[]>('GET', nextPageOf(first)!, undefined, {
      'if-none-match': etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.body[0]).toMatchObject({ id: second.body[0]!.id, is_read: true });
  });

  it('refuses a bad unread filter, and roles without an inbox', async () => {
    const me = await patientClient();
    const bad = await me.client.get<{ error: string }>('/api/messages/inbox?unread=talvez');
    expect(bad).toMatchObject({ status: 400, body: { error: 'Filtro de não lidas inválido' } });
    expect((await (await signedIn(ctx, 'health_department')).get('/api/messages/inbox')).status).toBe(403);
  });
});

describe('GET /api/messages (department)', () => {
  it('pages through everything sent, newest first', async () => {
    const dept = await signedIn(ctx, 'health_department');
    const sent: number[] = [];
    for (let i = 1; i <= 8; i++) sent.push(await message('all_reception', null, i));
    const { items, pages } = await readAllPages<SentMessage>(dept, '/api/messages?limit=3');
    expect(items.map((m) => m.id)).toEqual([...sent].reverse());
    expect(items[0]).toMatchObject({ recipient_name: 'Toda a recepção' });
    expect(pages.map((p) => totalOf(p).total)).toEqual([8, 8, 8]);
    const patient = await patientClient();
    expect((await patient.client.get('/api/messages')).status).toBe(403);
  });
});

describe('GET /api/messages/recipients', () => {
  it('lists the active individual recipients by name across patients, staff and authorities', async () => {
    const dept = await signedIn(ctx, 'health_department');
    const named = async (table: 'patients' | 'staff', id: number, full_name: string) =>
      ctx.db.updateTable(table).set({ full_name }).where('id', '=', id).execute();
    const ana = (await createPatient(ctx.db, { full_name: 'Ana Lima' })).id;
    const anaToo = (await createPatient(ctx.db, { full_name: 'Ana Lima' })).id;
    const doctor = (await createStaff(ctx.db, 'doctor')).id;
    await named('staff', doctor, 'Ana Lima');
    const reception = (await createStaff(ctx.db, 'reception')).id;
    await named('staff', reception, 'Bruno Reis');
    const department = (await createStaff(ctx.db, 'health_department')).id;
    await named('staff', department, 'Ana Lima');
    const authority = (await createAuthority(ctx.db)).id;
    await ctx.db
      .updateTable('public_authorities')
      .set({ authority_name: 'Ana Lima' })
      .where('id', '=', authority)
      .execute();
    const inactive = (await createPatient(ctx.db, { full_name: 'Ana Lima', is_active: 0 })).id;
    const carla = (await createPatient(ctx.db, { full_name: 'Carla Dias' })).id;

    const { items, pages } = await readAllPages<MessageRecipient>(dept, '/api/messages/recipients?limit=2');
    // By name; among equal names authorities, patients, then staff, each by id.
    expect(items.map((r) => r.recipient_id)).toEqual([
      `authority_${authority}`,
      `patient_${ana}`,
      `patient_${anaToo}`,
      `staff_${doctor}`,
      `staff_${reception}`,
      `patient_${carla}`,
    ]);
    expect(items.map((r) => r.label)).toEqual([
      'Polícia',
      'Paciente',
      'Paciente',
      'Médico',
      'Recepção',
      'Paciente',
    ]);
    // What tells the three Ana Lima apart.
    const details = (r: MessageRecipient) => [r.cpf, r.birth_date, r.crm, r.username];
    const [first, second, third, fourth] = items;
    const patientRow = await ctx.db
      .selectFrom('patients')
      .select(['cpf', 'birth_date'])
      .where('id', '=', ana)
      .executeTakeFirstOrThrow();
    const doctorRow = await ctx.db
      .selectFrom('staff')
      .select(['crm', 'crm_uf'])
      .where('id', '=', doctor)
      .executeTakeFirstOrThrow();
    const authorityRow = await ctx.db
      .selectFrom('public_authorities')
      .select('username')
      .where('id', '=', authority)
      .executeTakeFirstOrThrow();
    expect(details(first!)).toEqual([null, null, null, authorityRow.username]);
    expect(details(second!)).toEqual([patientRow.cpf, patientRow.birth_date, null, null]);
    expect(second!.cpf).not.toBe(third!.cpf);
    expect(details(fourth!)).toEqual([
      expect.any(String),
      null,
      `${doctorRow.crm}/${doctorRow.crm_uf}`,
      null,
    ]);
    expect(totalOf(pages[0]!)).toEqual({ total: 6, exact: true });
    expect(
      items.some((r) => r.recipient_id === `patient_${inactive}` || r.recipient_id === `staff_${department}`),
    ).toBe(false);

    const search = await readAllPages<MessageRecipient>(dept, '/api/messages/recipients?q=ana&limit=1');
    expect(search.items.map((r) => r.recipient_id)).toEqual([
      `authority_${authority}`,
      `patient_${ana}`,
      `patient_${anaToo}`,
      `staff_${doctor}`,
    ]);
    expect(new URL(search.pages[0]!.headers.get('link')!.slice(1).split('>')[0]!).searchParams.get('q')).toBe(
      'ana',
    );

    const patient = await patientClient();
    expect((await patient.client.get('/api/messages/recipients')).status).toBe(403);
  });
});
