import { expect, test } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';

test('the patient reads records, vaccinations and exams', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  await signInWithCpf(page, demo.patients[0]!.cpf, demo.password, false);
  await page.goto('/medical-records');
  await expect(page.getByText(/Estas informações são confidenciais/)).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toContainText('Diagnóstico');

  await page.getByRole('tab', { name: 'Vacinas' }).click();
  const vaccine = page.getByRole('tabpanel').getByRole('article').first();
  await expect(vaccine).toContainText('Data');
  await expect(vaccine).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await page.getByRole('tab', { name: 'Exames' }).click();
  const exams = page.getByRole('tabpanel').getByRole('article');
  await expect(exams.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(exams.getByText(/^(Normal|Atenção)$/).first()).toBeVisible();
});

test('a doctor registers a vaccination and an exam for a searched patient', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const patient = demo.patients[0]!;
  await signInWithCpf(page, doctor.cpf, demo.password, true);
  await page.goto('/medical-records');

  const stamp = Date.now();
  await page.getByRole('button', { name: 'Registrar Vacina' }).click();
  const vaccination = page.getByRole('dialog', { name: 'Registrar Vacina' });
  await vaccination.getByLabel('Paciente').fill(patient.name.split(' ')[0]!);
  await vaccination.getByRole('button', { name: new RegExp(patient.name) }).click();
  // A vaccine of the national calendar: chosen from the list, with its dose, lot and manufacturer.
  const lot = `INF${stamp}`;
  await vaccination.getByLabel('Vacina', { exact: true }).selectOption({ label: 'Influenza trivalente' });
  await vaccination.getByLabel('Data da vacinação').fill('2026-04-10');
  await vaccination.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(vaccination.getByText('Lote é obrigatório para vacinas do calendário')).toBeVisible();
  await vaccination.getByLabel('Dose', { exact: true }).selectOption({ label: '1ª dose' });
  await vaccination.getByLabel('Lote').fill(lot);
  await vaccination.getByLabel('Fabricante').fill('Instituto Butantan');
  await vaccination.getByRole('button', { name: 'Registrar Vacina' }).click();
  await expect(page.getByText('Vacina registrada com sucesso!')).toBeVisible();
  await page.getByRole('tab', { name: 'Vacinas' }).click();
  const vaccine = page.getByRole('article', { name: 'Influenza trivalente' }).filter({ hasText: lot });
  await expect(vaccine).toContainText('10/04/2026');
  await expect(vaccine).toContainText('1ª dose');
  await expect(vaccine).toContainText('Instituto Butantan');
  await expect(vaccine).toContainText(patient.name);

  await page.getByRole('button', { name: 'Registrar Exame' }).click();
  const exam = page.getByRole('dialog', { name: 'Registrar Exame' });
  await exam.getByRole('button', { name: 'Registrar Exame' }).click();
  await expect(exam.getByText('Selecione um paciente')).toBeVisible();
  await exam.getByLabel('Paciente').fill(patient.name.split(' ')[0]!);
  await exam.getByRole('button', { name: new RegExp(patient.name) }).click();
  await exam.getByLabel('Tipo de exame').fill(`Glicemia de jejum ${stamp}`);
  await exam.getByLabel('Data do exame').fill('2026-04-11');
  await exam.getByLabel('Resultado', { exact: true }).fill('128 mg/dL');
  await exam.getByLabel('Valores de referência').fill('70 a 99 mg/dL');
  await exam.getByLabel('Situação do resultado').selectOption({ label: 'Atenção' });
  await exam.getByRole('button', { name: 'Registrar Exame' }).click();
  await expect(page.getByText('Exame registrado com sucesso!')).toBeVisible();
  await page.getByRole('tab', { name: 'Exames' }).click();
  const saved = page.getByRole('article', { name: `Glicemia de jejum ${stamp}` });
  await expect(saved).toContainText('128 mg/dL');
  await expect(saved).toContainText('Atenção');
});
