/**
 * Totals of the lists over tables that grow with the city are counted up to LIST_TOTAL_CAP: exact
 * below it (X-Total-Count-Exact: true), "more than the cap" past it, with or without a search or a
 * period, and the page itself unchanged.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, TOTAL_EXACT_HEADER } from '@saude/shared/schemas/common';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, createStaff } from '../../test/fixtures';
import { nowIso, todayDate } from '../../lib/time';
import { departmentClient } from './admin.fixtures';
import { shiftDate } from './admin-medical-data.service';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function total(client: TestClient, path: string) {
  const res = await client.get<{ id: number }[]>(path);
  expect(res.status).toBe(200);
  return {
    total: res.headers.get('x-total-count'),
    exact: res.headers.get(TOTAL_EXACT_HEADER),
    items: res.body.length,
  };
}

async function insertMany<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

describe('capped totals', () => {
  it('medical data: exact up to the cap, "more" past it, by period and by search', async () => {
    const { client } = await departmentClient(ctx);
    const patient = (await createPatient(ctx.db, { full_name: 'Paciente Comum' })).id;
    const doctor = (await createStaff(ctx.db, 'doctor')).id;
    const today = todayDate();
    const old = shiftDate(today, -100);
    const prescription = (date: string, text: string) => ({
      public_id: randomBytes(12).toString('base64url'),
      patient_id: patient,
      doctor_staff_id: doctor,
      prescription_date: date,
      prescription_text: text,
      is_valid: 1,
      created_at: nowIso(),
    });
    // Exactly the cap in the last week, one more long ago, and three with a rare word.
    const rows = [
      ...Array.from({ length: LIST_TOTAL_CAP }, () => prescription(today, 'Dipirona 500mg')),
      prescription(old, 'Dipirona 500mg'),
      ...Array.from({ length: 3 }, () => prescription(old, 'Ivermectina rara')),
    ];
    await insertMany(rows, (chunk) => ctx.db.insertInto('prescriptions').values(chunk).execute());

    expect(await total(client, '/api/admin/all-prescriptions?limit=5')).toEqual({
      total: String(LIST_TOTAL_CAP),
      exact: 'false',
      items: 5,
    });
    expect(await total(client, '/api/admin/all-prescriptions?period=week&limit=5')).toEqual({
      total: String(LIST_TOTAL_CAP),
      exact: 'true',
      items: 5,
    });
    expect(await total(client, '/api/admin/all-prescriptions?q=dipirona&limit=5')).toEqual({
      total: String(LIST_TOTAL_CAP),
      exact: 'false',
      items: 5,
    });
    expect(await total(client, '/api/admin/all-prescriptions?q=IVERMECTINA')).toEqual({
      total: '3',
      exact: 'true',
      items: 3,
    });
    expect(await total(client, '/api/admin/all-prescriptions?q=ivermectina&period=month')).toEqual({
      total: '0',
      exact: 'true',
      items: 0,
    });
    expect(await total(client, '/api/admin/all-exams')).toEqual({ total: '0', exact: 'true', items: 0 });
  });

  it('reports: exact up to the cap, "more" past it, with filters and search', async () => {
    const { client } = await departmentClient(ctx);
    const patient = (await createPatient(ctx.db, { full_name: 'Vizinha Atenta' })).id;
    const report = (status: string, title: string) => ({
      patient_id: patient,
      report_type: 'trash',
      title,
      status,
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    await insertMany(
      [
        ...Array.from({ length: LIST_TOTAL_CAP + 1 }, () => report('pending', 'Lixo na calçada')),
        report('resolved', 'Entulho na praça'),
      ],
      (chunk) => ctx.db.insertInto('environmental_reports').values(chunk).execute(),
    );
    expect(await total(client, '/api/reports?limit=5')).toEqual({
      total: String(LIST_TOTAL_CAP),
      exact: 'false',
      items: 5,
    });
    expect(await total(client, '/api/reports?status=resolved')).toEqual({
      total: '1',
      exact: 'true',
      items: 1,
    });
    expect(await total(client, '/api/reports?type=mosquito')).toEqual({
      total: '0',
      exact: 'true',
      items: 0,
    });
    expect(await total(client, '/api/reports?q=vizinha&limit=5')).toEqual({
      total: String(LIST_TOTAL_CAP),
      exact: 'false',
      items: 5,
    });
    expect(await total(client, '/api/reports?q=ENTULHO')).toEqual({ total: '1', exact: 'true', items: 1 });
  });
});
