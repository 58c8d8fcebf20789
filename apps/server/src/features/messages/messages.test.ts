import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageRecipientType } from '@saude/shared/domain/constants';
import type { InboxMessage, MessageRecipient, SentMessage } from '@saude/shared/schemas/messages';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createPatient, createStaff, signedIn } from '../../test/fixtures';
import { nextPageOf } from '../../test/list-pages';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

/**
 * Messages are dated a little after the test starts, one minute apart, so accounts created by the
 * test are already members of the group when they are sent (group messages reach the group at send
 * time) and the order is known.
 */
let minute = 0;
async function message(
  recipient_type: MessageRecipientType,
  recipient_id: string | null,
  title: string,
  at?: string,
) {
  const created_at = at ?? new Date(Date.now() + 60_000 * ++minute).toISOString();
  return ctx.db
    .insertInto('messages')
    .values({
      sender_kind: 'health_department',
      sender_id: 1,
      recipient_type,
      recipient_id,
      title,
      message_text: `${title} texto`,
      created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function patientClient() {
  const p = await createPatient(ctx.db);
  const c = new TestClient(ctx.app, `10.30.0.${p.id}`);
  await c.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  return { c, id: p.id };
}

describe('GET /api/messages/inbox', () => {
  it('shows a patient their own individual messages and group messages for patients, newest first', async () => {
    const me = await patientClient();
    const other = await patientClient();
    await message('all_patients', null, 'Campanha');
    await message('individual', `patient_${me.id}`, 'Para mim');
    await message('individual', `patient_${other.id}`, 'Para outro');
    await message('all_doctors', null, 'Médicos');
    await message('individual', `staff_${me.id}`, 'Staff com o mesmo número');
    const res = await me.c.get<InboxMessage[]>('/api/messages/inbox');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.title)).toEqual(['Para mim', 'Campanha']);
    expect(res.body[0]).toMatchObject({
      is_read: false,
      read_at: null,
      sender_name: 'Secretaria de Saúde',
      message_text: 'Para mim texto',
    });
  });

  it('marks read once: read_at is set and kept; another recipient still sees it unread', async () => {
    const me = await patientClient();
    const other = await patientClient();
    const group = await message('all_patients', null, 'Campanha');
    const first = await me.c.patch<{ id: number; is_read: boolean; read_at: string }>(
      `/api/messages/${group.id}/read`,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: group.id, is_read: true });
    expect(Date.parse(first.body.read_at)).not.toBeNaN();
    const again = await me.c.patch<{ read_at: string }>(`/api/messages/${group.id}/read`);
    expect(again.body.read_at).toBe(first.body.read_at);
    expect((await me.c.get<InboxMessage[]>('/api/messages/inbox')).body[0]).toMatchObject({
      is_read: true,
      read_at: first.body.read_at,
    });
    expect((await other.c.get<InboxMessage[]>('/api/messages/inbox')).body[0]).toMatchObject({
      is_read: false,
    });
  });

  it("answers 404 when marking someone else's message, a group message of another role, or an unknown id", async () => {
    const me = await patientClient();
    const other = await patientClient();
    const theirs = await message('individual', `patient_${other.id}`, 'Privada');
    const doctors = await message('all_doctors', null, 'Médicos');
    for (const id of [theirs.id, doctors.id, 999999, 'abc']) {
      expect((await me.c.patch(`/api/messages/${id}/read`)).status).toBe(404);
    }
    expect(await ctx.db.selectFrom('message_reads').selectAll().execute()).toHaveLength(0);
  });

  it('marks every message of the inbox read at once, and only that inbox', async () => {
    const me = await patientClient();
    const other = await patientClient();
    const read = await message('all_patients', null, 'Lida antes');
    await message('individual', `patient_${me.id}`, 'Para mim');
    await message('individual', `patient_${other.id}`, 'Para outro');
    await message('all_doctors', null, 'Médicos');
    let newest = 0;
    for (let i = 0; i < 60; i++) newest = (await message('all_patients', null, `Campanha ${i}`)).id;
    const before = await me.c.patch<{ read_at: string }>(`/api/messages/${read.id}/read`);
    // Arrived after the screen was drawn: not read by the press.
    await message('individual', `patient_${me.id}`, 'Chegou depois');

    const all = await me.c.post<{ marked: number }>('/api/messages/inbox/read', { up_to_id: newest });
    expect(all.status).toBe(200);
    // 60 campaigns and "Para mim": not the one read before, nor another patient's, nor the doctors'.
    expect(all.body).toEqual({ marked: 61 });
    const unread = await me.c.get<InboxMessage[]>('/api/messages/inbox?unread=1');
    expect(unread.body.map((m) => m.title)).toEqual(['Chegou depois']);
    expect(unread.headers.get('x-total-count')).toBe('1');
    const mine = await me.c.get<InboxMessage[]>('/api/messages/inbox?limit=100');
    expect(mine.body.find((m) => m.title === 'Lida antes')?.read_at).toBe(before.body.read_at);
    const again = await me.c.post<{ marked: number }>('/api/messages/inbox/read', { up_to_id: newest });
    expect(again.body).toEqual({ marked: 0 });

    // The other patient's inbox is as it was.
    const theirs = await other.c.get<InboxMessage[]>('/api/messages/inbox?unread=1&limit=100');
    expect(theirs.body.map((m) => m.title)).toContain('Para outro');
    expect(theirs.body).toHaveLength(62);
  });

  it('refuses "mark all read" to who has no inbox, and to a visitor', async () => {
    const department = await signedIn(ctx, 'health_department');
    const body = { up_to_id: 1 };
    expect((await department.post('/api/messages/inbox/read', body)).status).toBe(403);
    expect((await new TestClient(ctx.app, '10.30.9.9').post('/api/messages/inbox/read', body)).status).toBe(
      401,
    );
  });

  it('supports conditional GET: 304 while nothing changed, 200 after a new message or a read', async () => {
    const me = await patientClient();
    const m = await message('all_patients', null, 'Campanha');
    const first = await me.c.get('/api/messages/inbox');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const same = await me.c.request('GET', '/api/messages/inbox', undefined, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    await me.c.patch(`/api/messages/${m.id}/read`);
    const afterRead = await me.c.request('GET', '/api/messages/inbox', undefined, { 'if-none-match': etag });
    expect(afterRead.status).toBe(200);
    const etag2 = afterRead.headers.get('etag')!;
    await message('all_patients', null, 'Nova');
    expect(
      (await me.c.request('GET', '/api/messages/inbox', undefined, { 'if-none-match': etag2 })).status,
    ).toBe(200);
    // Another patient's inbox never matches this one's tag.
    const other = await patientClient();
    expect(
      (await other.c.request('GET', '/api/messages/inbox', undefined, { 'if-none-match': etag2 })).status,
    ).toBe(200);
  });

  it('works for doctors, reception and public authorities with their own groups', async () => {
    const doctor = await createStaff(ctx.db, 'doctor');
    const a = await createAuthority(ctx.db);
    await message('all_doctors', null, 'Médicos');
    await message('all_reception', null, 'Recepção');
    await message('all_public_authorities', null, 'Órgãos');
    await message('individual', `authority_${a.id}`, 'Para a polícia');
    await message('individual', `staff_${doctor.id}`, 'Para o médico');
    const dc = new TestClient(ctx.app, '10.31.0.1');
    await dc.post('/api/auth/staff/login', { cpf: doctor.cpf, password: PASSWORD });
    expect((await dc.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Para o médico',
      'Médicos',
    ]);
    const ac = new TestClient(ctx.app, '10.31.0.2');
    await ac.post('/api/public-authority/login', { username: a.username, password: PASSWORD });
    const inbox = await ac.get<InboxMessage[]>('/api/messages/inbox');
    expect(inbox.body.map((m) => m.title)).toEqual(['Para a polícia', 'Órgãos']);
    expect((await ac.patch(`/api/messages/${inbox.body[0]!.id}/read`)).status).toBe(200);
    const reception = await signedIn(ctx, 'reception');
    expect((await reception.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Recepção',
    ]);
  });
});

describe('group messages reach the group at send time', () => {
  it('a patient created after an all_patients message does not see it; earlier members do', async () => {
    const early = await patientClient();
    const before = new Date(Date.now() - 60_000).toISOString();
    const old = await message('all_patients', null, 'Antiga', before);
    // Back-date the early patient so the old message was sent after they joined.
    await ctx.db
      .updateTable('patients')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', early.id)
      .execute();
    const late = await patientClient();
    await message('all_patients', null, 'Nova');
    await message('individual', `patient_${late.id}`, 'Individual');
    expect((await early.c.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Nova',
      'Antiga',
    ]);
    expect((await late.c.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Individual',
      'Nova',
    ]);
    // What the inbox does not show cannot be marked read either.
    expect((await late.c.patch(`/api/messages/${old.id}/read`)).status).toBe(404);
    expect((await early.c.patch(`/api/messages/${old.id}/read`)).status).toBe(200);
  });

  it('an individual message is delivered whatever its date', async () => {
    const me = await patientClient();
    await message('individual', `patient_${me.id}`, 'Antes do cadastro', '2020-01-01T00:00:00.000Z');
    expect((await me.c.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Antes do cadastro',
    ]);
  });

  it('a patient never sees a message to all_doctors, and the doctor group respects join time too', async () => {
    const me = await patientClient();
    // Sent before anyone here joined, and to another group: nobody below receives it.
    await message('all_doctors', null, 'Médicos', new Date(Date.now() - 60_000).toISOString());
    expect((await me.c.get<InboxMessage[]>('/api/messages/inbox')).body).toEqual([]);
    const doctor = await signedIn(ctx, 'doctor');
    await message('all_doctors', null, 'Médicos 2');
    expect((await doctor.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual([
      'Médicos 2',
    ]);
  });

  it('read state stays per recipient, and the inbox tag changes only for who read it', async () => {
    const a = await patientClient();
    const b = await patientClient();
    const m = await message('all_patients', null, 'Campanha');
    const tagB = (await b.c.get('/api/messages/inbox')).headers.get('etag')!;
    await a.c.patch(`/api/messages/${m.id}/read`);
    expect((await a.c.get<InboxMessage[]>('/api/messages/inbox')).body[0]).toMatchObject({ is_read: true });
    expect((await b.c.get<InboxMessage[]>('/api/messages/inbox')).body[0]).toMatchObject({ is_read: false });
    const again = await b.c.request('GET', '/api/messages/inbox', undefined, { 'if-none-match': tagB });
    expect(again.status).toBe(304);
  });
});

describe('department: sending and the sent list', () => {
  it('sends to a group and to an individual; the list resolves recipient names, newest first', async () => {
    const dept = await signedIn(ctx, 'health_department');
    const p = await createPatient(ctx.db, { full_name: 'Ana Souza' });
    const group = await dept.post<SentMessage>('/api/messages', {
      recipient_type: 'all_doctors',
      recipient_id: 'patient_1',
      title: ' Reunião ',
      message_text: 'Quinta às 13h',
    });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({
      recipient_type: 'all_doctors',
      recipient_id: null,
      recipient_name: 'Todos os médicos',
      title: 'Reunião',
    });
    const one = await dept.post<SentMessage>('/api/messages', {
      recipient_type: 'individual',
      recipient_id: `patient_${p.id}`,
      title: 'Exame',
      message_text: 'Disponível',
    });
    expect(one.status).toBe(201);
    expect(one.body.recipient_name).toBe('Ana Souza');
    const list = await dept.get<SentMessage[]>('/api/messages?limit=1');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((m) => m.title)).toEqual(['Exame']);
    const page2 = await dept.get<SentMessage[]>(nextPageOf(list)!);
    expect(page2.body.map((m) => m.title)).toEqual(['Reunião']);
    expect(nextPageOf(page2)).toBeNull();
    // The patient receives it.
    const pc = new TestClient(ctx.app, '10.32.0.1');
    await pc.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    expect((await pc.get<InboxMessage[]>('/api/messages/inbox')).body.map((m) => m.title)).toEqual(['Exame']);
  });

  it.each([
    [{ recipient_type: 'all_patients', title: '', message_text: 'x' }, 'Título e mensagem são obrigatórios'],
    [
      { recipient_type: 'all_patients', title: 'x', message_text: '  ' },
      'Título e mensagem são obrigatórios',
    ],
    [{ recipient_type: 'individual', title: 'x', message_text: 'y' }, 'Selecione um destinatário'],
    [
      { recipient_type: 'individual', recipient_id: 'doctor_1', title: 'x', message_text: 'y' },
      'Destinatário inválido',
    ],
    [
      { recipient_type: 'individual', recipient_id: 'patient_999999', title: 'x', message_text: 'y' },
      'Destinatário não encontrado',
    ],
    [{ recipient_type: 'everyone', title: 'x', message_text: 'y' }, 'Tipo de destinatário inválido'],
  ])('refuses %o with its message and stores nothing', async (body, error) => {
    const dept = await signedIn(ctx, 'health_department');
    const res = await dept.post<{ error: string }>('/api/messages', body);
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(0);
  });

  it('refuses health-department staff as an individual recipient', async () => {
    const dept = await signedIn(ctx, 'health_department');
    const member = await createStaff(ctx.db, 'health_department');
    const res = await dept.post<{ error: string }>('/api/messages', {
      recipient_type: 'individual',
      recipient_id: `staff_${member.id}`,
      title: 'x',
      message_text: 'y',
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'Destinatário inválido' } });
  });

  it('lists individual recipients matching q (patients, doctors/reception, authorities), a page at a time', async () => {
    const dept = await signedIn(ctx, 'health_department');
    await createPatient(ctx.db, { full_name: 'Carlos Lima' });
    await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    const doctor = await createStaff(ctx.db, 'doctor');
    await createStaff(ctx.db, 'health_department');
    await createAuthority(ctx.db);
    const carlos = await dept.get<MessageRecipient[]>('/api/messages/recipients?q=carlos');
    expect(carlos.body).toEqual([
      expect.objectContaining({ name: 'Carlos Lima', kind: 'patient', label: 'Paciente' }),
    ]);
    const staff = await dept.get<MessageRecipient[]>('/api/messages/recipients?q=funcion');
    expect(staff.body).toEqual([
      expect.objectContaining({ recipient_id: `staff_${doctor.id}`, kind: 'doctor', label: 'Médico' }),
    ]);
    const byName = await dept.get<MessageRecipient[]>(
      `/api/messages/recipients?q=${encodeURIComponent('Polícia C')}`,
    );
    expect(byName.body).toEqual([expect.objectContaining({ kind: 'public_authority' })]);
    const byUser = await dept.get<MessageRecipient[]>('/api/messages/recipients?q=policia');
    expect(byUser.body).toEqual([expect.objectContaining({ kind: 'public_authority', label: 'Polícia' })]);
    for (let i = 0; i < 25; i++) await createPatient(ctx.db, { full_name: `Paciente ${i}` });
    const first = await dept.get<MessageRecipient[]>('/api/messages/recipients?limit=20');
    expect(first.body).toHaveLength(20);
    expect(first.headers.get('x-total-count')).toBe('29');
  });
});
