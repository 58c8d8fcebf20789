import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { demoAccounts } from './demo-accounts';
import { signInWithCpf } from './city/city';

/** A 64x64 PNG of one colour, as a gallery would hand it over. */
function galleryPng(): Buffer {
  const size = 64;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Without a camera (this browser has none), the guided profile photo offers the gallery instead, and
 * the steps' text, which no longer applies, is not shown under the error.
 */
test('when the camera fails, the profile photo comes from the gallery', async ({ page }) => {
  await page.goto('/patient-register');
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto de perfil' });
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByText(/Passo \d de/)).toHaveCount(0);
  const choose = dialog.getByRole('button', { name: 'Escolher da galeria' });
  await expect(choose).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('camera-falhou.png') });
  const picker = page.waitForEvent('filechooser');
  await choose.click();
  await (await picker).setFiles({ name: 'eu.png', mimeType: 'image/png', buffer: galleryPng() });
  await expect(dialog).toBeHidden();
  const preview = page.getByAltText('Prévia da foto de perfil');
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
});

/**
 * Without a camera for the page, the reception still registers a person without documents: the
 * phone's own camera or gallery gives the photo, made the size the camera's would be.
 */
test('when the camera fails, the person without documents is photographed through the file chooser', async ({
  page,
  request,
}) => {
  const demo = await demoAccounts(request);
  const reception = demo.staff.find((s) => s.user_type === 'reception')!;
  await signInWithCpf(page, reception.cpf, demo.password, true);
  await page.getByRole('button', { name: 'Sem Documentos' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Capturar Foto' })).toHaveCount(0);
  const choose = dialog.getByRole('button', { name: 'Escolher ou tirar foto' });
  await expect(choose).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sem-documentos-sem-camera.png') });
  const picker = page.waitForEvent('filechooser');
  await choose.click();
  await (await picker).setFiles({ name: 'pessoa.png', mimeType: 'image/png', buffer: galleryPng() });
  const photo = dialog.getByRole('img', { name: 'Foto capturada' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  await dialog.getByLabel('Idade aproximada').fill('40');
  await dialog.getByLabel('Sexo').selectOption('feminino');
  await dialog.getByLabel('Descrição física').fill('Cabelo curto castanho, vestido verde.');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Prontuário provisório criado com sucesso!')).toBeVisible();
});
