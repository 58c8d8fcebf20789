/**
 * The department gives a doctor or receptionist the unit they work at (decision 063): the unit's
 * approvals then offer the doctor, and the receptionist's day is the unit's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStaffUser } from '@saude/shared/schemas/admin';
import type { StaffUser } from '@saude/shared/schemas/auth';
import { TestClient, createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createUnit, nextCpf } from '../../test/fixtures';
import { departmentClient, nextIp } from '../admin/admin.fixtures';
import { hospitalClient, insertAppointment } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const PASSWORD = 'segredo1';

async function signIn(cpf: string) {
  const client = new TestClient(ctx.app, nextIp());
  const res = await client.post('/api/auth/staff/login', { cpf, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

const dayOf = async (client: TestClient) =>
  (await client.get<{ id: number }[]>('/api/appointments')).body.map((a) => a.id);

const unitOf = async (id: number) =>
  (await ctx.db.selectFrom('staff').select('health_unit_id').where('id', '=', id).executeTakeFirstOrThrow())
    .health_unit_id;

describe("a staff member's unit", () => {
  it("a receptionist registered with a unit sees that unit's day, and follows a move to another", async () => {
    const { client: department } = await departmentClient(ctx);
    const centro = (await createUnit(ctx.db, 'UBS Centro')).id;
    const norte = (await createUnit(ctx.db, 'UBS Norte')).id;
    const patient = await createPatient(ctx.db);
    const atCentro = await insertAppointment(ctx, { patient_id: patient.id, health_unit_id: centro });
    const atNorte = await insertAppointment(ctx, { patient_id: patient.id, health_unit_id: norte });

    const cpf = nextCpf();
    const created = await department.post<{ user: StaffUser }>('/api/staff/register', {
      full_name: 'Carla Recepção',
      user_type: 'reception',
      cpf,
      health_unit_id: String(centro),
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.user.health_unit_id).toBe(centro);
    const reception = await signIn(cpf);
    expect(await dayOf(reception)).toEqual([atCentro]);
    // The department's list says where each member works.
    const listed = async () =>
      (await department.get<AdminStaffUser[]>('/api/admin/staff?q=carla')).body.map(
        (s) => s.health_unit_name,
      );
    expect(await listed()).toEqual(['UBS Centro']);
    // And the receptionist's own profile says whose day it is.
    const ownUnit = async () =>
      (await reception.get<{ profile: { health_unit_name: string | null } }>('/api/users/me')).body.profile
        .health_unit_name;
    expect(await ownUnit()).toBe('UBS Centro');

    const id = created.body.user.id;
    const edit = { full_name: 'Carla Recepção', user_type: 'reception' };
    // An edit that does not send the unit keeps it; one that names another moves the member at once.
    expect((await department.put(`/api/admin/staff/${id}`, edit)).status).toBe(200);
    expect(await unitOf(id)).toBe(centro);
    expect((await department.put(`/api/admin/staff/${id}`, { ...edit, health_unit_id: norte })).status).toBe(
      200,
    );
    expect(await dayOf(reception)).toEqual([atNorte]);
    expect(await listed()).toEqual(['UBS Norte']);
    expect(await ownUnit()).toBe('UBS Norte');
    // A blank choice takes the unit away, and with it the day.
    expect((await department.put(`/api/admin/staff/${id}`, { ...edit, health_unit_id: '' })).status).toBe(
      200,
    );
    expect(await unitOf(id)).toBeNull();
    expect(await dayOf(reception)).toEqual([]);
    expect(await listed()).toEqual([null]);
    expect(await ownUnit()).toBeNull();
  });

  it("the department's list finds a unit's members, and the doctors and receptionists without one", async () => {
    const { client: department } = await departmentClient(ctx);
    const centro = (await createUnit(ctx.db, 'UBS Centro')).id;
    const norte = (await createUnit(ctx.db, 'UBS Norte')).id;
    const add = (full_name: string, user_type: string, health_unit_id: number | null) =>
      department.post('/api/admin/staff', {
        full_name,
        user_type,
        cpf: nextCpf(),
        health_unit_id,
        password: PASSWORD,
      });
    await add('Ana Centro', 'reception', centro);
    await add('Bruno Norte', 'doctor', norte);
    await add('Caio Sem Unidade', 'doctor', null);
    await add('Dora Secretaria', 'health_department', null);
    const names = async (query: string) =>
      (await department.get<AdminStaffUser[]>(`/api/admin/staff?${query}`)).body.map((s) => s.full_name);
    expect(await names(`unit=${centro}`)).toEqual(['Ana Centro']);
    expect(await names(`unit=${norte}&user_type=doctor`)).toEqual(['Bruno Norte']);
    // A department member works for the whole city: not "without a unit".
    expect(await names('unit=none')).toEqual(['Caio Sem Unidade']);
    expect(await names('unit=')).toHaveLength(4);
    const wrong = await department.get('/api/admin/staff?unit=centro');
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Unidade de saúde inválida' } });
  });

  it("a doctor created with a unit is offered to that unit's approvals, not to another's", async () => {
    const { client: department } = await departmentClient(ctx);
    const { client: hospital, unitId } = await hospitalClient(ctx);
    const { client: otherHospital } = await hospitalClient(ctx);
    const created = await department.post<{ user: StaffUser }>('/api/admin/staff', {
      full_name: 'Dra. Beatriz Lima',
      user_type: 'doctor',
      cpf: nextCpf(),
      specialty: 'Pediatra',
      health_unit_id: unitId,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const options = (client: TestClient) =>
      client.get<{ id: number; name: string }[]>('/api/hospital/doctor-options?specialty=Pediatra');
    expect((await options(hospital)).body.map((o) => o.name)).toEqual(['Dra. Beatriz Lima']);
    expect((await options(otherHospital)).body).toEqual([]);
  });

  it('refuses a unit the city does not have, writing nothing; a department member never has one', async () => {
    const { client: department } = await departmentClient(ctx);
    const unit = (await createUnit(ctx.db)).id;
    const staffCount = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('staff')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await staffCount();
    const body = { full_name: 'Dr. X', user_type: 'doctor', password: PASSWORD };
    for (const [path, health_unit_id, error] of [
      ['/api/staff/register', unit + 100, 'Unidade de saúde inválida'],
      ['/api/admin/staff', unit + 100, 'Unidade de saúde inválida'],
      ['/api/admin/staff', 'centro', 'Unidade de saúde inválida'],
      ['/api/staff/register', -1, 'Unidade de saúde inválida'],
    ] as const) {
      const res = await department.post(path, { ...body, cpf: nextCpf(), health_unit_id });
      expect(res, `${path} ${health_unit_id}`).toMatchObject({ status: 400, body: { error } });
    }
    expect(await staffCount()).toBe(before);

    const member = await department.post<{ user: StaffUser }>('/api/admin/staff', {
      full_name: 'Paula Secretaria',
      user_type: 'health_department',
      cpf: nextCpf(),
      health_unit_id: unit,
      password: PASSWORD,
    });
    expect(member.status).toBe(201);
    expect(member.body.user.health_unit_id).toBeNull();
  });
});
