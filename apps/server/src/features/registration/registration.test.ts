import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createPatient, nextCpf } from '../../test/fixtures';
import { dataUrl, realImageBytes } from '../../test/fake-images';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const client = () => new TestClient(ctx.app, '10.20.0.1');
const valid = () => ({
  cpf: nextCpf(),
  full_name: 'João Pereira',
  birth_date: '1990-05-20',
  gender: 'masculino',
  password: 'segredo1',
  confirm_password: 'segredo1',
  phone: '(11) 98765-4321',
  sus_card: '',
  blood_type: '',
  allergies: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '10',
  complemento: '',
  bairro: 'Sé',
  cidade: 'São Paulo',
  estado: 'sp',
});
const patientCount = async () => (await ctx.db.selectFrom('patients').select('id').execute()).length;

describe('POST /api/auth/patient/register', () => {
  it('creates the patient, strips masks, turns empty optionals into null and signs in', async () => {
    const c = client();
    const body = valid();
    const res = await c.post<{ success: boolean; patient: Record<string, unknown> }>(
      '/api/auth/patient/register',
      body,
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.patient).toMatchObject({
      cpf: body.cpf,
      full_name: 'João Pereira',
      phone: '11987654321',
      cep: '01001000',
      estado: 'SP',
      sus_card: null,
      blood_type: null,
      complemento: null,
      profile_photo_url: null,
      is_active: true,
    });
    expect(res.body.patient).not.toHaveProperty('password_hash');
    const me = await c.get<{ patient: { cpf: string } }>('/api/auth/patient/me');
    expect(me.status).toBe(200);
    expect(me.body.patient.cpf).toBe(body.cpf);
    const row = await ctx.db.selectFrom('patients').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await ctx.db.selectFrom('audit_events').select('action').execute();
    expect(audit.map((a) => a.action)).toContain('patient.registered');
  });

  it('stores the camera photo as a file served to the new patient', async () => {
    const c = client();
    const res = await c.post<{ patient: { profile_photo_url: string } }>('/api/auth/patient/register', {
      ...valid(),
      profile_photo_url: dataUrl('image/jpeg', realImageBytes('png', 400)),
    });
    expect(res.status).toBe(201);
    expect(res.body.patient.profile_photo_url).toMatch(/^\/api\/files\/[\w-]{22}$/);
    const photo = await c.request('GET', res.body.patient.profile_photo_url);
    expect(photo.status).toBe(200);
    // Stored as the server wrote it again: a JPEG of the photo's pixels.
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['CPF with 10 digits', { cpf: '1234567890' }, 'CPF deve ter 11 dígitos'],
    [
      'CPF with wrong check digits',
      { cpf: '12345678900' },
      'CPF inválido - verifique os dígitos verificadores',
    ],
    ['CPF of equal digits', { cpf: '111.111.111-11' }, 'CPF inválido - verifique os dígitos verificadores'],
    [
      'short password',
      { password: '12345', confirm_password: '12345' },
      'A senha deve ter pelo menos 6 caracteres',
    ],
    ['different confirmation', { confirm_password: 'outra-senha' }, 'As senhas não coincidem'],
    ['no full name', { full_name: '   ' }, 'Nome completo é obrigatório'],
    ['no birth date', { birth_date: '' }, 'Data de nascimento é obrigatória'],
    ['impossible birth date', { birth_date: '1990-02-30' }, 'Data de nascimento inválida'],
    ['future birth date', { birth_date: '2999-01-01' }, 'Data de nascimento inválida'],
    ['no gender', { gender: '' }, 'Sexo é obrigatório'],
    ['other gender value', { gender: 'outro' }, 'Sexo é obrigatório'],
    ['state longer than 2', { estado: 'SPX' }, 'Estado (UF) deve ter no máximo 2 caracteres'],
    ['CEP of 7 digits', { cep: '0100100' }, 'CEP deve ter 8 dígitos'],
  ])('refuses %s with its message and writes nothing', async (_name, change, message) => {
    const res = await client().post<{ error: string }>('/api/auth/patient/register', {
      ...valid(),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await patientCount()).toBe(0);
  });

  it('answers in the spec order: CPF before password before confirmation before name', async () => {
    const all = { cpf: '123', password: '1', confirm_password: '2', full_name: '', gender: '' };
    const c = client();
    const post = (b: object) => c.post<{ error: string }>('/api/auth/patient/register', { ...valid(), ...b });
    expect((await post(all)).body.error).toBe('CPF deve ter 11 dígitos');
    expect((await post({ ...all, cpf: nextCpf() })).body.error).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect((await post({ ...all, cpf: nextCpf(), password: '123456' })).body.error).toBe(
      'As senhas não coincidem',
    );
    expect(
      (await post({ ...all, cpf: nextCpf(), password: '123456', confirm_password: '123456' })).body.error,
    ).toBe('Nome completo é obrigatório');
  });

  it('refuses a CPF already registered with 409', async () => {
    const existing = await createPatient(ctx.db);
    const res = await client().post<{ error: string }>('/api/auth/patient/register', {
      ...valid(),
      cpf: existing.cpf,
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'CPF já cadastrado' } });
    expect(await patientCount()).toBe(1);
  });

  it('refuses a photo that is not an image and creates nothing', async () => {
    const html = Buffer.from(`<html><script>alert(1)</script>${'x'.repeat(200)}</html>`);
    const res = await client().post<{ error: string }>('/api/auth/patient/register', {
      ...valid(),
      profile_photo_url: dataUrl('image/png', html),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Por favor, selecione apenas arquivos de imagem.' },
    });
    expect(await patientCount()).toBe(0);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toHaveLength(0);
  });

  it('accepts the minimum: no optional fields at all', async () => {
    const { cpf, full_name, birth_date, gender, password } = valid();
    const res = await client().post('/api/auth/patient/register', {
      cpf,
      full_name,
      birth_date,
      gender,
      password,
    });
    expect(res.status).toBe(201);
  });
});
