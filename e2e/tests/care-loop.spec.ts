import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoAccounts } from './demo-accounts';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

type Appointment = { id: number; patient_name: string; appointment_time: string | null; status: string };
type Prescription = { id: number; prescription_text: string; qr_code: string | null; public_id: string };

async function staffLogin(page: Page, cpf: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sou funcionário da saúde' }).click();
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('request, approval, check-in, finish, prescription, patient view and pharmacy dispensing', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const demo = await demoAccounts(request);
  const unit = demo.hospitals.find((h) => h.unit === 'UBS Centro')!;
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  const patient = demo.patients[2]!;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    return { context, page: await context.newPage() };
  };

  // 1. The hospital signs in; the patient asks this unit for a consultation (through the API).
  const hospital = await open();
  await hospital.page.goto('/hospital-login');
  await hospital.page.getByLabel('Usuário').fill(unit.username);
  await hospital.page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await hospital.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(hospital.page).toHaveURL(/\/hospital-panel$/);
  const me = (await (await hospital.page.request.get('/api/hospital/me')).json()) as {
    user: { health_unit_id: number };
  };

  const patientSide = await open();
  const notes = `Ciclo completo ${Date.now()}`;
  expect(
    (
      await patientSide.page.request.post('/api/auth/patient/login', {
        data: { cpf: patient.cpf, password: demo.password },
      })
    ).ok(),
  ).toBe(true);
  const created = await patientSide.page.request.post('/api/appointment-requests', {
    data: {
      specialty: 'Clínico Geral',
      appointment_type: 'consultation',
      health_unit_id: me.user.health_unit_id,
      notes,
    },
  });
  expect(created.status()).toBe(201);

  // 2. The hospital approves it in the panel, for today with the unit's general practitioner.
  await hospital.page.reload();
  const item = hospital.page.getByRole('listitem').filter({ hasText: notes });
  await item.getByRole('button', { name: 'Aprovar' }).click();
  const dialog = hospital.page.getByRole('dialog', { name: 'Aprovar solicitação' });
  await dialog.getByLabel('Data da consulta').fill(today());
  await dialog.getByLabel('Horário').fill('06:05');
  const select = dialog.getByLabel('Médico responsável');
  const option = select.locator('option', { hasText: doctor.name });
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
  await dialog.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(hospital.page.getByRole('listitem').filter({ hasText: notes })).toContainText(
    'Consulta agendada',
  );

  // 3. Reception checks the patient in from its home.
  const desk = await open();
  await staffLogin(desk.page, reception.cpf, demo.password);
  const row = desk.page
    .getByRole('region', { name: 'Check-in de hoje' })
    .getByRole('listitem')
    .filter({ hasText: '06:05' })
    .filter({ hasText: patient.name });
  await row.getByRole('button', { name: `Check-in de ${patient.name}` }).click();
  await expect(row).toContainText('Confirmada');
  await expect(row.getByRole('button', { name: `Faltou: ${patient.name}` })).toBeVisible();

  // 4. The doctor sees it today, finishes it and issues a prescription.
  const office = await open();
  await staffLogin(office.page, doctor.cpf, demo.password);
  await expect(
    office.page
      .getByRole('region', { name: 'Agenda de hoje' })
      .getByRole('listitem')
      .filter({ hasText: '06:05' }),
  ).toContainText(patient.name);
  const todays = (await (
    await office.page.request.get(`/api/appointments?date=${today()}`)
  ).json()) as Appointment[];
  const appointment = todays.find(
    (a) => a.patient_name === patient.name && a.appointment_time?.startsWith('06:05'),
  )!;
  expect(appointment.status).toBe('confirmed');
  const finished = await office.page.request.patch(`/api/appointments/${appointment.id}/status`, {
    data: { status: 'completed', diagnosis: 'Cefaleia tensional' },
  });
  expect(finished.ok()).toBe(true);
  const text = `Paracetamol 750 mg, 1 comprimido a cada 8 horas por 3 dias (${notes})`;
  const issued = await office.page.request.post('/api/prescriptions', {
    data: { appointment_id: appointment.id, prescription_text: text },
  });
  expect(issued.status()).toBe(201);
  const prescription = (await issued.json()) as Prescription;

  // 5. The patient sees it among their prescriptions.
  await patientSide.page.goto('/prescriptions');
  await expect(patientSide.page.getByText(text).first()).toBeVisible();

  // 6. A pharmacy counter (unit session) validates the QR's address and dispenses once.
  const qr = JSON.parse(prescription.qr_code!) as { public_id: string; validation_url: string };
  expect(qr.validation_url).toContain(`/validar-receita?id=${qr.public_id}`);
  await hospital.page.goto(`/validar-receita?id=${qr.public_id}`);
  await expect(hospital.page.getByText('Válida', { exact: true })).toBeVisible();
  await expect(hospital.page.getByText(text)).toBeVisible();
  await hospital.page.getByRole('button', { name: 'Marcar como dispensada' }).click();
  await expect(hospital.page.getByText('Já dispensada', { exact: true })).toBeVisible();
  await hospital.page.getByRole('button', { name: 'Marcar como dispensada' }).click();
  await expect(hospital.page.getByRole('alert')).toContainText('Receita já dispensada');

  // A visitor without a session sees the status but cannot dispense; a tampered QR is flagged.
  const visitor = await open();
  await visitor.page.goto(`/validar-receita?id=${qr.public_id}`);
  await expect(visitor.page.getByText('Já dispensada', { exact: true })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Marcar como dispensada' })).toHaveCount(0);
  const tampered = prescription.qr_code!.replace('"Paracetamol', '"Morfina');
  const forged = JSON.stringify({ ...JSON.parse(prescription.qr_code!), patient: 'Outra Pessoa' });
  await visitor.page
    .getByLabel('Texto do QR code')
    .fill(tampered === prescription.qr_code ? forged : tampered);
  await visitor.page.getByRole('button', { name: 'Verificar' }).click();
  await expect(visitor.page.getByText('Adulterada', { exact: true })).toBeVisible();

  for (const context of contexts) await context.close();
});
