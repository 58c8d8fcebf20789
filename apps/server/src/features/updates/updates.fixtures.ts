/** Shared set-up of the update tests: accounts, rows on a timeline, and the poll call. */
import { expect } from 'vitest';
import type { UpdatesAnswer } from '@saude/shared/schemas/updates';
import { TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, createStaff } from '../../test/fixtures';

/** Times relative to the real clock: the server looks back at most a day. */
const base = Date.now() - 3_600_000;
export const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
export const SINCE = at(10);
export const seen = (body: UpdatesAnswer) => body.items.map((i) => `${i.kind}:${i.id}`).sort();

let ipSeq = 0;

export function updatesFixtures(ctx: () => TestContext) {
  async function login(path: string, body: Record<string, string>) {
    const client = new TestClient(ctx().app, `10.60.${Math.floor(ipSeq / 200)}.${(ipSeq++ % 200) + 1}`);
    const res = await client.post(path, { ...body, password: PASSWORD });
    expect(res.status).toBe(200);
    return client;
  }

  /** An account created before the test's timeline, so group messages of the timeline reach it. */
  async function backdate(table: 'patients' | 'staff' | 'public_authorities', id: number, when = at(-60)) {
    await ctx().db.updateTable(table).set({ created_at: when }).where('id', '=', id).execute();
  }

  async function patient() {
    const p = await createPatient(ctx().db);
    await backdate('patients', p.id);
    return { id: p.id, client: await login('/api/auth/patient/login', { cpf: p.cpf }) };
  }
  async function staff(type: 'doctor' | 'reception', unit: number | null = null) {
    const s = await createStaff(ctx().db, type, { health_unit_id: unit });
    await backdate('staff', s.id);
    return { id: s.id, client: await login('/api/auth/staff/login', { cpf: s.cpf }) };
  }

  async function message(
    recipient_type: string,
    recipient_id: string | null,
    title: string,
    created_at: string,
  ) {
    return (
      await ctx()
        .db.insertInto('messages')
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
        .executeTakeFirstOrThrow()
    ).id;
  }

  async function request(
    patientId: number,
    unit: number | null,
    created_at: string,
    extra: { status?: string; decided_at?: string | null; approved_date?: string | null } = {},
  ) {
    return (
      await ctx()
        .db.insertInto('appointment_requests')
        .values({
          patient_id: patientId,
          specialty: 'Cardiologista',
          appointment_type: 'consultation',
          health_unit_id: unit,
          notes: 'Dor no peito',
          requested_date: created_at.slice(0, 10),
          status: extra.status ?? 'pending',
          approved_date: extra.approved_date ?? null,
          decided_at: extra.decided_at ?? null,
          created_at,
          updated_at: created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  async function appointment(
    patientId: number,
    doctor: number | null,
    unit: number | null,
    created_at: string,
  ) {
    return (
      await ctx()
        .db.insertInto('appointments')
        .values({
          patient_id: patientId,
          doctor_staff_id: doctor,
          health_unit_id: unit,
          appointment_date: '2026-03-10',
          appointment_time: '09:00',
          appointment_type: 'consultation',
          specialty: 'Pediatra',
          status: 'scheduled',
          created_at,
          updated_at: created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  async function poll(client: TestClient, since: string | null = SINCE, etag?: string) {
    const path = since === null ? '/api/updates' : `/api/updates?since=${encodeURIComponent(since)}`;
    return client.request<UpdatesAnswer>('GET', path, undefined, etag ? { 'if-none-match': etag } : {});
  }

  return { login, backdate, patient, staff, message, request, appointment, poll };
}
