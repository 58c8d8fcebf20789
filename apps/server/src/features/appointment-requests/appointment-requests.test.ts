import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { readAllPages, totalOf } from '../../test/list-pages';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import { insertRequest, patientClient } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const count = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('appointment_requests')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/appointment-requests', () => {
  it('creates a pending request dated today for the signed-in patient', async () => {
    const unit = await createUnit(ctx.db, 'UBS Jardim');
    const { client, id } = await patientClient(ctx, 'Ana Souza');
    const res = await client.post<AppointmentRequestItem>('/api/appointment-requests', {
      specialty: 'Pediatra',
      appointment_type: 'consultation',
      health_unit_id: unit.id,
      notes: '  Febre há 3 dias  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      specialty: 'Pediatra',
      appointment_type: 'consultation',
      health_unit_id: unit.id,
      health_unit_name: 'UBS Jardim',
      notes: 'Febre há 3 dias',
      requested_date: todayDate(),
      status: 'pending',
      patient_name: 'Ana Souza',
      approved_date: null,
      approved_time: null,
      doctor_name: null,
    });
    const row = await ctx.db.selectFrom('appointment_requests').selectAll().executeTakeFirstOrThrow();
    expect(row.patient_id).toBe(id);
  });

  it('accepts any unit (null or empty)', async () => {
    const { client } = await patientClient(ctx);
    for (const health_unit_id of [null, '', undefined]) {
      const res = await client.post<AppointmentRequestItem>('/api/appointment-requests', {
        specialty: 'Clínico Geral',
        appointment_type: 'exam',
        health_unit_id,
      });
      expect(res.status).toBe(201);
      expect(res.body.health_unit_id).toBeNull();
      expect(res.body.health_unit_name).toBeNull();
    }
  });

  it('answers 400 with the spec message when specialty or type is missing, writing nothing', async () => {
    const { client } = await patientClient(ctx);
    for (const body of [
      { appointment_type: 'consultation' },
      { specialty: 'Pediatra' },
      { specialty: '', appointment_type: 'consultation' },
    ]) {
      const res = await client.post<{ error: string }>('/api/appointment-requests', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Por favor, preencha todos os campos obrigatórios.');
    }
    expect(await count()).toBe(0);
  });

  it('refuses an unknown specialty or type, and an unknown or inactive unit', async () => {
    const { client } = await patientClient(ctx);
    const inactive = await createUnit(ctx.db, 'Fechada');
    await ctx.db.updateTable('health_units').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ specialty: 'Astrologia', appointment_type: 'consultation' }, 'Especialidade inválida'],
      [{ specialty: 'Pediatra', appointment_type: 'surgery' }, 'Tipo de atendimento inválido'],
      [
        { specialty: 'Pediatra', appointment_type: 'exam', health_unit_id: 9999 },
        'Unidade de saúde não encontrada ou inativa',
      ],
      [
        { specialty: 'Pediatra', appointment_type: 'exam', health_unit_id: inactive.id },
        'Unidade de saúde não encontrada ou inativa',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.post<{ error: string }>('/api/appointment-requests', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await count()).toBe(0);
  });
});

describe('GET /api/appointment-requests', () => {
  it('gives a patient only their own requests, newest first', async () => {
    const me = await patientClient(ctx, 'Eu Mesma');
    const other = await patientClient(ctx, 'Outra Pessoa');
    const first = await insertRequest(ctx, { patient_id: me.id, health_unit_id: null });
    await insertRequest(ctx, { patient_id: other.id, health_unit_id: null });
    const created = await me.client.post<AppointmentRequestItem>('/api/appointment-requests', {
      specialty: 'Urologista',
      appointment_type: 'followup',
    });
    const res = await me.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([created.body.id, first]);
    expect(res.body.every((r) => r.patient_name === 'Eu Mesma')).toBe(true);
  });

  it('gives the health department all requests, paginated', async () => {
    const a = await patientClient(ctx, 'A');
    const b = await patientClient(ctx, 'B');
    for (let i = 0; i < 3; i++) await insertRequest(ctx, { patient_id: a.id, health_unit_id: null });
    await insertRequest(ctx, { patient_id: b.id, health_unit_id: null });
    const dept = await signedIn(ctx, 'health_department');
    const all = await dept.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(all.body).toHaveLength(4);
    expect(totalOf(all)).toEqual({ total: 4, exact: true });
    const { items, pages } = await readAllPages<AppointmentRequestItem>(
      dept,
      '/api/appointment-requests?limit=3',
    );
    expect(pages.map((p) => p.body.length)).toEqual([3, 1]);
    expect(items.map((r) => r.id)).toEqual(all.body.map((r) => r.id));
    const tooMany = await dept.get<{ error: string }>('/api/appointment-requests?limit=500');
    expect(tooMany.status).toBe(400);
  });
});
