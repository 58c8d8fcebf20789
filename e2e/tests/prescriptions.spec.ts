import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithCpf } from './city/city';
import { demoAccounts } from './demo-accounts';

test('the patient opens a prescription QR code and downloads the prescription', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  await signInWithCpf(page, demo.patients[0]!.cpf, demo.password, false);
  await page.goto('/prescriptions');
  await expect(page.getByRole('heading', { name: 'Minhas Receitas' })).toBeVisible();

  const first = page.getByRole('article').first();
  await expect(first.getByText(/^(Válida|Inválida)$/)).toBeVisible();
  await first.getByRole('button', { name: 'QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR Code da Receita' });
  const canvas = dialog.locator('canvas');
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('width', '256');
  await expect(
    dialog.getByText('Mostre este QR code na farmácia para validação da receita médica.'),
  ).toBeVisible();
  // Name, CRM and specialty come from the signed QR payload.
  await expect(dialog.getByText(/^\d{4,7}\/[A-Z]{2}$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /validar-receita/ })).toBeVisible();
  const number = (await dialog.getByText('Receita nº').locator('xpath=following-sibling::dd').textContent())!;
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Baixar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^receita-${number}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
  const content = await readFile((await download.path())!, 'utf8');
  expect(content).toContain('RECEITA MÉDICA DIGITAL');
  expect(content).toContain(`Paciente: ${demo.patients[0]!.name}`);
  expect(content).toMatch(/Médico: .+/);
  expect(content).toMatch(/Data: \d{2}\/\d{2}\/\d{4}/);
  // The card shows the first 100 characters; the file holds the whole text.
  const preview = (await first.locator('p.whitespace-pre-line').textContent())!.replace(/\.\.\.$/, '');
  expect(content).toContain(preview);
});

test('a doctor issues a standalone prescription to a searched patient', async ({ page, request }) => {
  const demo = await demoAccounts(request);
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const patient = demo.patients[0]!;
  await signInWithCpf(page, doctor.cpf, demo.password, true);
  await page.goto('/prescriptions');
  await expect(page.getByRole('heading', { name: 'Receitas Emitidas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova Receita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Receita' });
  await dialog.getByRole('button', { name: 'Emitir Receita' }).click();
  await expect(dialog.getByText('Selecione um paciente')).toBeVisible();
  await expect(dialog.getByText('Digite o texto da receita')).toBeVisible();

  await dialog.getByLabel('Paciente').fill(patient.name.split(' ')[0]!);
  await dialog.getByRole('button', { name: new RegExp(patient.name) }).click();
  await expect(dialog.getByRole('button', { name: 'Trocar paciente' })).toBeVisible();

  // The demo patient's card records an allergy to dipyrone: seen before writing, warned of, confirmed.
  await expect(dialog.getByRole('region', { name: 'Alergias e tipo sanguíneo' })).toContainText(
    'Alergias: Dipirona',
  );
  const stamp = Date.now();
  await dialog.getByLabel('Prescrição').fill(`Metamizol 500 mg — 1 comprimido se dor (${stamp})`);
  await expect(dialog.getByText(/Atenção: o paciente tem alergia registrada a Dipirona/)).toBeVisible();
  await dialog.getByLabel('Instruções adicionais').fill('Não exceder 4 comprimidos por dia');
  await dialog.getByRole('button', { name: 'Emitir Receita' }).click();
  await expect(dialog.getByText('Confirme a alergia para emitir a receita')).toBeVisible();
  await dialog.getByLabel('Estou ciente da alergia e quero emitir a receita').check();
  await dialog.getByRole('button', { name: 'Emitir Receita' }).click();
  await expect(
    page.getByText('Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const issued = page.getByRole('article').filter({ hasText: String(stamp) });
  await expect(issued).toContainText(`Paciente: ${patient.name}`);
  await expect(issued).toContainText('Instruções adicionais:');
});
