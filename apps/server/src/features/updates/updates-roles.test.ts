import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createAuthority,
  createDepartment,
  createHospital,
  createPatient,
  createUnit,
} from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/harness';
import { at, seen, updatesFixtures } from './updates.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});
const { appointment, backdate, login, message, patient, poll, request, staff } = updatesFixtures(() => ctx);

describe('GET /api/updates: each role sees only its own news', () => {
  it('gives a patient their messages, approved requests and exams after since, and nobody else’s', async () => {
    const me = await patient();
    const other = await patient();
    const mine = await message('individual', `patient_${me.id}`, 'Para mim', at(20));
    const group = await message('all_patients', null, 'Campanha', at(21));
    await message('individual', `patient_${other.id}`, 'Para outro', at(22));
    await message('individual', `staff_${me.id}`, 'Mesmo número, outro tipo', at(23));
    await message('all_doctors', null, 'Médicos', at(24));
    await message('individual', `patient_${me.id}`, 'Antes de since', at(5));
    const approved = await request(me.id, null, at(1), {
      status: 'approved',
      decided_at: at(30),
      approved_date: '2026-03-15',
    });
    await request(me.id, null, at(2), { status: 'approved', decided_at: at(3), approved_date: '2026-03-16' });
    await request(me.id, null, at(31), { status: 'rejected', decided_at: at(32) });
    await request(other.id, null, at(1), {
      status: 'approved',
      decided_at: at(33),
      approved_date: '2026-03-17',
    });
    const exam = (
      await ctx.db
        .insertInto('exams')
        .values({
          patient_id: me.id,
          exam_type: 'Hemograma',
          exam_date: '2026-03-01',
          result: 'Normal',
          approval_status: 'approved',
          created_at: at(-600),
          // Recorded long before, approved after `since`: it is news now.
          reviewed_at: at(40),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.db
      .insertInto('exams')
      .values({
        patient_id: other.id,
        exam_type: 'Glicemia',
        exam_date: '2026-03-01',
        approval_status: 'approved',
        created_at: at(41),
        reviewed_at: at(41),
      })
      .execute();
    // Recorded after `since` but not approved: nothing to tell the patient yet.
    await ctx.db
      .insertInto('exams')
      .values({
        patient_id: me.id,
        exam_type: 'Teste rápido',
        exam_date: '2026-03-01',
        approval_status: 'pending',
        created_at: at(42),
      })
      .execute();

    const res = await poll(me.client);
    expect(res.status).toBe(200);
    expect(seen(res.body)).toEqual(
      [`message:${mine}`, `message:${group}`, `appointment_approved:${approved}`, `new_exam:${exam}`].sort(),
    );
    expect(res.body.counts).toEqual({ message: 2, appointment_approved: 1, new_exam: 1 });
    const approvedItem = res.body.items.find((i) => i.kind === 'appointment_approved');
    expect(approvedItem).toMatchObject({
      title: 'Consulta aprovada',
      body: 'Sua consulta de Cardiologista foi aprovada para 15/03/2026.',
      created_at: at(30),
    });
    expect(res.body.items.find((i) => i.id === mine)).toMatchObject({
      title: 'Nova mensagem da Secretaria de Saúde',
      body: 'Para mim: Para mim texto',
    });

    // Later since: only what came after it.
    const later = await poll(me.client, at(35));
    expect(seen(later.body)).toEqual([`new_exam:${exam}`]);
  });

  it('does not replay group messages sent before the account existed', async () => {
    const me = await patient();
    await backdate('patients', me.id, at(30));
    await message('all_patients', null, 'Antiga', at(20));
    const fresh = await message('all_patients', null, 'Nova', at(40));
    expect(seen((await poll(me.client)).body)).toEqual([`message:${fresh}`]);
  });

  it('gives a doctor the appointments assigned to them and their messages', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const doctor = await staff('doctor', unit);
    const otherDoctor = await staff('doctor', unit);
    const p = await createPatient(ctx.db);
    const mine = await appointment(p.id, doctor.id, unit, at(20));
    await appointment(p.id, otherDoctor.id, unit, at(21));
    await appointment(p.id, doctor.id, unit, at(5));
    const group = await message('all_doctors', null, 'Plantão', at(22));
    await message('all_reception', null, 'Recepção', at(23));
    await message('all_patients', null, 'Pacientes', at(24));
    const res = await poll(doctor.client);
    expect(seen(res.body)).toEqual([`message:${group}`, `new_appointment:${mine}`].sort());
    expect(res.body.items.find((i) => i.kind === 'new_appointment')).toMatchObject({
      title: 'Novo paciente agendado',
      body: 'Consulta de Pediatra em 10/03/2026.',
    });
  });

  it('gives a browser signed in as a patient and as a doctor the news of both', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const me = await patient();
    const doctor = await staff('doctor', unit);
    // The same browser: the doctor's session cookie joins the patient's.
    for (const [name, value] of doctor.client.cookies) me.client.cookies.set(name, value);
    const forPatient = await message('individual', `patient_${me.id}`, 'Paciente', at(20));
    const forDoctor = await message('all_doctors', null, 'Plantão', at(21));
    const appt = await appointment((await createPatient(ctx.db)).id, doctor.id, unit, at(22));
    await message('all_reception', null, 'Recepção', at(23));
    const res = await poll(me.client);
    expect(seen(res.body)).toEqual(
      [`message:${forPatient}`, `message:${forDoctor}`, `new_appointment:${appt}`].sort(),
    );
    expect(res.body.counts).toEqual({ message: 2, new_appointment: 1 });
    // Each identity alone gets only its own news, so the ETags differ too.
    const doctorOnly = await poll(doctor.client);
    expect(seen(doctorOnly.body)).toEqual([`message:${forDoctor}`, `new_appointment:${appt}`].sort());
    expect(doctorOnly.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });

  it("gives reception its unit's new requests and appointments, not another unit's", async () => {
    const unit = (await createUnit(ctx.db, 'UBS Norte')).id;
    const otherUnit = (await createUnit(ctx.db, 'UBS Sul')).id;
    const reception = await staff('reception', unit);
    const p = await createPatient(ctx.db);
    const req = await request(p.id, unit, at(20));
    await request(p.id, otherUnit, at(21));
    await request(p.id, null, at(22));
    const appt = await appointment(p.id, null, unit, at(23));
    await appointment(p.id, null, otherUnit, at(24));
    const msg = await message('all_reception', null, 'Recepção', at(25));
    const res = await poll(reception.client);
    expect(seen(res.body)).toEqual(
      [`message:${msg}`, `new_appointment:${appt}`, `new_request:${req}`].sort(),
    );

    const detached = await staff('reception', null);
    expect(seen((await poll(detached.client)).body)).toEqual([`message:${msg}`]);
  });

  it('gives a hospital the pending requests it can take: its own and those to any unit', async () => {
    const h = await createHospital(ctx.db);
    const other = await createHospital(ctx.db);
    const client = await login('/api/hospital/login', { username: h.username });
    const p = await createPatient(ctx.db);
    const own = await request(p.id, h.unitId, at(20));
    const anyUnit = await request(p.id, null, at(21));
    await request(p.id, other.unitId, at(22));
    await request(p.id, h.unitId, at(23), { status: 'approved', decided_at: at(24) });
    await request(p.id, h.unitId, at(5));
    await message('all_patients', null, 'Pacientes', at(25));
    const res = await poll(client);
    expect(seen(res.body)).toEqual([`new_request:${anyUnit}`, `new_request:${own}`].sort());
    expect(res.body.items[0]).toMatchObject({
      title: 'Nova solicitação para aprovar',
      body: 'Cardiologista: Dor no peito',
    });
  });

  it('gives the department new reports and provisional patients, and authorities provisional patients and their messages', async () => {
    const d = await createDepartment(ctx.db);
    const department = await login('/api/health-department/login', { username: d.username });
    const a = await createAuthority(ctx.db);
    await backdate('public_authorities', a.id);
    const authority = await login('/api/public-authority/login', { username: a.username });
    const p = await createPatient(ctx.db);
    const report = (
      await ctx.db
        .insertInto('environmental_reports')
        .values({
          patient_id: p.id,
          report_type: 'mosquito',
          title: 'Foco na praça',
          address: 'Praça Central',
          status: 'pending',
          created_at: at(20),
          updated_at: at(20),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const provisional = (
      await ctx.db
        .insertInto('provisional_patients')
        .values({
          provisional_id: 'PROV-TESTE-1',
          approximate_age: 30,
          gender: 'masculino',
          registration_location: 'Pronto-socorro',
          registration_date: at(21),
          created_at: at(21),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const toAuthority = await message('individual', `authority_${a.id}`, 'Ofício', at(22));
    const toAll = await message('all_public_authorities', null, 'Circular', at(23));
    await message('all_patients', null, 'Pacientes', at(24));

    const dep = await poll(department);
    expect(seen(dep.body)).toEqual([`new_provisional_patient:${provisional}`, `new_report:${report}`].sort());
    expect(dep.body.items.find((i) => i.kind === 'new_report')).toMatchObject({
      title: 'Nova denúncia ambiental',
      body: 'Foco na praça - Praça Central',
    });
    const auth = await poll(authority);
    expect(seen(auth.body)).toEqual(
      [`message:${toAuthority}`, `message:${toAll}`, `new_provisional_patient:${provisional}`].sort(),
    );
  });
});
