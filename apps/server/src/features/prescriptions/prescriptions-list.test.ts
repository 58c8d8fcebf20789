/**
 * GET /api/prescriptions through the list contract (docs/decisions/013-one-list-contract.md): newest
 * first, every row reachable by following Link, the total counted by the server, the scope kept.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, createStaff, signedIn } from '../../test/fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { insertPrescription } from '../admin/admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const meOf = async (c: TestClient, path: string, key: 'patient' | 'user') =>
  ((await c.get<Record<string, { id: number }>>(path)).body[key] as { id: number }).id;

/** The day `n` days after 2024-01-01: a history where several prescriptions share a day. */
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);

describe('GET /api/prescriptions: every prescription reachable, newest first', () => {
  it('lets a patient with 130 prescriptions page to the oldest and read its QR code', async () => {
    const patient = await signedIn(ctx, 'patient');
    const me = await meOf(patient, '/api/auth/patient/me', 'patient');
    const doctor = await createStaff(ctx.db, 'doctor');
    const ids: number[] = [];
    // Two a day over 65 days, inserted oldest first.
    for (let i = 0; i < 130; i++) {
      ids.push(
        await insertPrescription(ctx, {
          patient_id: me,
          doctor_staff_id: doctor.id,
          prescription_date: day(Math.floor(i / 2)),
          prescription_text: `Receita ${i}`,
        }),
      );
    }
    const first = await patient.get<Prescription[]>('/api/prescriptions');
    expect(first.body).toHaveLength(50);
    expect(totalOf(first)).toEqual({ total: 130, exact: true });

    const { items, pages } = await readAllPages<Prescription>(patient, '/api/prescriptions');
    expect(pages.map((p) => p.body.length)).toEqual([50, 50, 30]);
    // Newest first; on the same day the later one (higher id) first.
    expect(items.map((p) => p.id)).toEqual([...ids].reverse());
    const oldest = items.at(-1)!;
    expect(oldest).toMatchObject({ prescription_text: 'Receita 0', prescription_date: day(0) });
    expect(oldest.qr_code).toBeTruthy();
    expect(pages.every((p) => totalOf(p).total === 130)).toBe(true);
  });

  it("keeps each reader to their own: a patient's, a doctor's issued ones", async () => {
    const patient = await signedIn(ctx, 'patient');
    const me = await meOf(patient, '/api/auth/patient/me', 'patient');
    const doctor = await signedIn(ctx, 'doctor');
    const doctorId = await meOf(doctor, '/api/auth/staff/me', 'user');
    const otherDoctor = await createStaff(ctx.db, 'doctor');
    const other = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    const mineFromDoctor = await insertPrescription(ctx, {
      patient_id: me,
      doctor_staff_id: doctorId,
      prescription_date: day(3),
    });
    const mineFromOther = await insertPrescription(ctx, {
      patient_id: me,
      doctor_staff_id: otherDoctor.id,
      prescription_date: day(1),
    });
    const notMine = await insertPrescription(ctx, {
      patient_id: other.id,
      doctor_staff_id: doctorId,
      prescription_date: day(2),
    });

    const own = await readAllPages<Prescription>(patient, '/api/prescriptions?limit=1');
    expect(own.items.map((p) => p.id)).toEqual([mineFromDoctor, mineFromOther]);
    expect(totalOf(own.pages[0]!)).toEqual({ total: 2, exact: true });

    const issued = await readAllPages<Prescription>(doctor, '/api/prescriptions?limit=1');
    expect(issued.items.map((p) => p.id)).toEqual([mineFromDoctor, notMine]);
    // The link keeps the limit.
    expect(
      new URL(issued.pages[0]!.headers.get('link')!.slice(1).split('>')[0]!).searchParams.get('limit'),
    ).toBe('1');
    // The counter of the doctor's home is this total, asked with limit=1.
    expect(totalOf(issued.pages[0]!)).toEqual({ total: 2, exact: true });
  });

  it('answers an empty page with no link, refuses other roles, a bad limit and a foreign cursor', async () => {
    const patient = await signedIn(ctx, 'patient');
    const empty = await patient.get<Prescription[]>('/api/prescriptions');
    expect(empty.body).toEqual([]);
    expect(nextPageOf(empty)).toBeNull();
    expect(totalOf(empty)).toEqual({ total: 0, exact: true });

    for (const role of ['reception', 'public_authority'] as const) {
      expect((await (await signedIn(ctx, role)).get('/api/prescriptions')).status, role).toBe(403);
    }
    expect((await patient.get('/api/prescriptions?limit=101')).status).toBe(400);
    const foreign = Buffer.from(JSON.stringify([0, 'x', 'y', 1])).toString('base64url');
    const res = await patient.get<{ error: string }>(`/api/prescriptions?cursor=${foreign}`);
    expect(res).toMatchObject({ status: 400, body: { error: 'Cursor de paginação inválido' } });
  });
});
