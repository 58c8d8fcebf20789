import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { dataUrl, fakeImageBytes, jpegDataUrl, pngDataUrl, realImageBytes } from '../../test/fake-images';
import { detectImageType } from './image-bytes';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const report = (photo_url: string) => ({ report_type: 'mosquito', title: 'Pneus com água', photo_url });
/** A valid PNG header declaring width x height pixels, with a tiny body: libvips reads the header first. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
    Buffer.alloc(60, 0),
  ]);
}

const fileCount = async () => (await ctx.db.selectFrom('files').select('id').execute()).length;

describe('image checks by content', () => {
  it('detects JPEG, PNG and WEBP by their magic bytes only', () => {
    expect(detectImageType(fakeImageBytes('jpeg'))).toBe('image/jpeg');
    expect(detectImageType(fakeImageBytes('png'))).toBe('image/png');
    expect(detectImageType(fakeImageBytes('webp'))).toBe('image/webp');
    expect(detectImageType(Buffer.from('GIF89a........'))).toBeNull();
  });

  it('stores a PNG declared as JPEG re-encoded as a JPEG, with its size and checksum', async () => {
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.post<{ photo_url: string }>(
      '/api/reports',
      report(dataUrl('image/jpeg', realImageBytes('png', 300))),
    );
    expect(res.status).toBe(201);
    const id = res.body.photo_url.split('/').pop()!;
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: 'image/jpeg', purpose: 'report_photo' });
    expect(row.size).toBe(Buffer.from(row.data).length);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharp(Buffer.from(row.data)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 8,
      height: 6,
    });
  });

  it("drops the camera's metadata (GPS included) and stands the photo upright", async () => {
    // A 40 x 20 photo taken sideways (orientation 6: to be turned 90 degrees) with a position.
    const taken = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Celular' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect(await sharp(taken).metadata()).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(taken.includes(Buffer.from('Celular'))).toBe(true);
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.post<{ photo_url: string }>(
      '/api/reports',
      report(dataUrl('image/jpeg', taken)),
    );
    expect(res.status).toBe(201);
    const row = await ctx.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', res.body.photo_url.split('/').pop()!)
      .executeTakeFirstOrThrow();
    const stored = await sharp(Buffer.from(row.data)).metadata();
    expect(stored).toMatchObject({ width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(Buffer.from(row.data).includes(Buffer.from('Celular'))).toBe(false);
  });

  it('keeps nothing appended to an image (a polyglot) and refuses what only starts like one', async () => {
    const patient = await signedIn(ctx, 'patient');
    const polyglot = Buffer.concat([
      realImageBytes('png', 95),
      Buffer.from('<script>alert(1)</script>'.repeat(5)),
    ]);
    const res = await patient.post<{ photo_url: string }>(
      '/api/reports',
      report(dataUrl('image/png', polyglot)),
    );
    expect(res.status).toBe(201);
    const row = await ctx.db.selectFrom('files').select('data').executeTakeFirstOrThrow();
    expect(Buffer.from(row.data).includes(Buffer.from('<script>'))).toBe(false);

    const fake = await patient.post<{ error: string }>(
      '/api/reports',
      report(dataUrl('image/png', fakeImageBytes('png', 300))),
    );
    expect([fake.status, fake.body.error]).toEqual([400, 'Formato de imagem inválido.']);
  });

  it('refuses a decompression bomb from its header (30000 x 30000 pixels in a few bytes)', async () => {
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.post<{ error: string }>(
      '/api/reports',
      report(dataUrl('image/png', pngBomb(30_000, 30_000))),
    );
    expect([res.status, res.body.error]).toEqual([
      400,
      'Imagem com resolução grande demais. Envie uma foto de até 60 megapixels.',
    ]);
    expect(await fileCount()).toBe(0);
  });

  it.each([
    [
      'an HTML file declared as image/png',
      () => dataUrl('image/png', Buffer.from(`<html>${'a'.repeat(200)}</html>`)),
      400,
      'Por favor, selecione apenas arquivos de imagem.',
    ],
    [
      'a declared non-image',
      () => dataUrl('text/html', fakeImageBytes('png')),
      400,
      'Por favor, selecione apenas arquivos de imagem.',
    ],
    ['a photo just over 5 MB', () => pngDataUrl(5.5 * 1024 * 1024), 413, 'Imagem muito grande. Máximo 5MB.'],
    ['a string that is not a data URL', () => 'x'.repeat(150), 400, 'Formato de imagem inválido.'],
    ['broken base64', () => `data:image/png;base64,${'@'.repeat(150)}`, 400, 'Formato de imagem inválido.'],
    [
      'under 100 characters',
      () => 'data:image/png;base64,iVBORw0KGgo=',
      400,
      'Dados da imagem inválidos. Tente tirar a foto novamente.',
    ],
  ])('refuses %s', async (_name, photo, status, message) => {
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.post<{ error: string }>('/api/reports', report(photo()));
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await fileCount()).toBe(0);
    expect(await ctx.db.selectFrom('environmental_reports').select('id').execute()).toHaveLength(0);
  });
});

it('refuses a 6 MB photo with 413 (its JSON body is already over the app-wide body limit)', async () => {
  const patient = await signedIn(ctx, 'patient');
  const res = await patient.post<{ error: string }>('/api/reports', report(pngDataUrl(6 * 1024 * 1024)));
  expect(res.status).toBe(413);
  expect(await fileCount()).toBe(0);
});

describe('GET /api/files/:id access control', () => {
  async function reportPhoto() {
    const owner = await signedIn(ctx, 'patient');
    const res = await owner.post<{ photo_url: string }>('/api/reports', report(jpegDataUrl()));
    return { owner, url: res.body.photo_url };
  }

  it('serves the reporter with the stored type and safe headers', async () => {
    const { owner, url } = await reportPhoto();
    const res = await owner.request('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const etag = res.headers.get('etag')!;
    const again = await owner.request('GET', url, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('hides a report photo from another patient and staff (404), shows it to the department', async () => {
    const { url } = await reportPhoto();
    expect((await (await signedIn(ctx, 'patient')).request('GET', url)).status).toBe(404);
    expect((await (await signedIn(ctx, 'doctor')).request('GET', url)).status).toBe(404);
    expect((await (await signedIn(ctx, 'public_authority')).request('GET', url)).status).toBe(404);
    expect((await (await signedIn(ctx, 'health_department')).request('GET', url)).status).toBe(200);
    expect((await new TestClient(ctx.app).request('GET', url)).status).toBe(401);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const dept = await signedIn(ctx, 'health_department');
    expect((await dept.request('GET', '/api/files/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await dept.request('GET', '/api/files/..%2F..%2Fetc')).status).toBe(404);
  });

  it('shows provisional photos to authorities (audited) and staff, not to patients or hospitals', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const created = await doctor.post<{ id: number }>('/api/provisional-patients', {
      photo_url: jpegDataUrl(),
      approximate_age: 30,
      gender: 'feminino',
      registration_location: 'UBS Centro',
    });
    expect(created.status).toBe(201);
    const row = await ctx.db
      .selectFrom('provisional_patients')
      .select('photo_file_id')
      .executeTakeFirstOrThrow();
    const url = `/api/files/${row.photo_file_id}`;
    const authority = await signedIn(ctx, 'public_authority');
    expect((await authority.request('GET', url)).status).toBe(200);
    expect((await (await signedIn(ctx, 'reception')).request('GET', url)).status).toBe(200);
    expect((await (await signedIn(ctx, 'patient')).request('GET', url)).status).toBe(404);
    expect((await (await signedIn(ctx, 'hospital')).request('GET', url)).status).toBe(404);
    const audit = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'provisional_patient.photo_read')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: 'public_authority', target_id: row.photo_file_id });
  });
});
