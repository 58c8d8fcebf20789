import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { freshCpf } from './fresh-cpf';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real 32x32 PNG (green with a red square), small enough to build in the test. */
function smallPng(): Buffer {
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const inner = x > 8 && x < 24 && y > 8 && y < 24;
      rows.push(inner ? 220 : 30, inner ? 40 : 160, 60);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo as a phone camera writes it: above 5 MB (noise, which no compression shrinks). */
function bigNoisyPng(width = 1700, height = 1100): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function registerAndSignIn(page: Page) {
  const answer = await page.request.post('/api/auth/patient/register', {
    data: {
      cpf: freshCpf(),
      password: 'segura123',
      full_name: 'Rita Relatora',
      birth_date: '1980-03-03',
      gender: 'feminino',
    },
  });
  expect(answer.status()).toBe(201);
}

test('a patient reports a mosquito spot with photo and location, then finds it under the filters', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -22.9056, longitude: -47.0608 });
  // The e2e server has no geocoding service: answer the lookup as our API would.
  await page.route('**/api/lookup/reverse-geocode*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ address: 'Rua Barão de Jaguara, Centro, Campinas', neighborhood: 'Centro' }),
    }),
  );
  await registerAndSignIn(page);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios Ambientais' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Meus Relatórios/ })).toContainText('(0)');
  await page.getByRole('button', { name: 'Fazer Primeiro Relatório' }).click();

  const dialog = page.getByRole('dialog', { name: 'Novo Relatório' });
  await dialog.getByRole('button', { name: 'Enviar Relatório' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();

  await dialog.getByLabel('Tipo').selectOption('mosquito');
  await dialog.getByLabel('Título').fill('  Pneus com água parada  ');
  await dialog.getByLabel('Descrição').fill('Pneus acumulando água no terreno baldio ao lado da escola.');
  await dialog
    .getByLabel('Foto')
    .setInputFiles({ name: 'foco.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(dialog.getByAltText('Prévia da foto do relatório')).toBeVisible();
  await expect(dialog.getByTestId('report-address')).toHaveText('Rua Barão de Jaguara, Centro, Campinas');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Enviar Relatório' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();

  const list = page.locator('section', { has: page.getByRole('heading', { name: /Meus Relatórios/ }) });
  await expect(page.getByRole('heading', { name: /Meus Relatórios/ })).toContainText('(1)');
  await expect(list.getByText('Pneus com água parada', { exact: true })).toBeVisible();
  await expect(list.getByText('Pendente')).toBeVisible();
  await expect(list.getByAltText('Foto do relatório: Pneus com água parada')).toBeVisible();
  const map = list.getByRole('link', { name: /Ver no mapa/ });
  await expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=-22.9056,-47.0608');
  await expect(map).toHaveAttribute('target', '_blank');

  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Lixo' });
  await expect(page.getByRole('heading', { name: /Meus Relatórios/ })).toContainText('(0)');
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Mosquito' });
  await expect(list.getByText('Pneus com água parada', { exact: true })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolvido' });
  await expect(page.getByText('Nenhum relatório com estes filtros')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pendente' });
  await expect(list.getByText('Pneus com água parada', { exact: true })).toBeVisible();

  // The same dialog opens from the patient home, and the home lists the report.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Meus relatórios' })).toContainText('Pneus com água parada');
  await page.getByRole('button', { name: /Reportar foco/ }).click();
  await expect(page.getByRole('dialog', { name: 'Novo Relatório' })).toBeVisible();
});

test('a photo above 5 MB is reduced on the phone and sent, not refused; a report needs no description', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -22.9056, longitude: -47.0608 });
  await page.route('**/api/lookup/reverse-geocode*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ address: 'Rua Barão de Jaguara, Centro, Campinas', neighborhood: 'Centro' }),
    }),
  );
  await registerAndSignIn(page);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Fazer Primeiro Relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Relatório' });
  await dialog.getByLabel('Tipo').selectOption('mosquito');
  // No description: it is optional (sending without one once failed silently).
  await dialog.getByLabel('Título').fill("Caixa d'água aberta");
  const photo = bigNoisyPng();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await dialog.getByLabel('Foto').setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByAltText('Prévia da foto do relatório')).toBeVisible();
  await expect(dialog.getByText('Imagem muito grande. Máximo 5MB.')).toHaveCount(0);
  await expect(dialog.getByTestId('report-address')).toHaveText('Rua Barão de Jaguara, Centro, Campinas');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Enviar Relatório' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  // What was sent is a JPEG well under the limit.
  const sent = answer.request().postDataJSON() as { photo_url: string; description: string | null };
  expect(sent.description).toBeNull();
  expect(sent.photo_url.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(sent.photo_url.length).toBeLessThan(5 * 1024 * 1024);
  await expect(dialog).toBeHidden();
  await expect(page.getByAltText("Foto do relatório: Caixa d'água aberta")).toBeVisible();
});

test('a location refused by the browser is said in Portuguese, with the way to allow it', async ({
  page,
}) => {
  // No permission granted: Chromium refuses the position, as when a person taps "Bloquear".
  await registerAndSignIn(page);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Fazer Primeiro Relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Relatório' });
  await expect(dialog).toContainText(
    'Erro ao obter localização: o acesso à localização foi negado. Permita a localização para este site nas configurações do navegador e tente novamente.',
  );
  await expect(dialog).not.toContainText('User denied');
});
