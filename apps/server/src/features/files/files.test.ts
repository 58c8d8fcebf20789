import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { signedIn } from '../../test/fixtures';
import { dataUrl, fakeImageBytes, jpegDataUrl, pngDataUrl } from '../../test/fake-images';
import { detectImageType } from './image-bytes';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const report = (photo_url: string) => ({ report_type: 'mosquito', title: 'Pneus com água', photo_url });
const fileCount = async () => (await ctx.db.selectFrom('files').select('id').execute()).length;

describe('image checks by content', () => {
  it('detects JPEG, PNG and WEBP by their magic bytes only', () => {
    expect(detectImageType(fakeImageBytes('jpeg'))).toBe('image/jpeg');
    expect(detectImageType(fakeImageBytes('png'))).toBe('image/png');
    expect(detectImageType(fakeImageBytes('webp'))).toBe('image/webp');
    expect(detectImageType(Buffer.from('GIF89a........'))).toBeNull();
  });

  it('stores a PNG declared as JPEG as a PNG, with size and checksum', async () => {
    const patient = await signedIn(ctx, 'patient');
    const res = await patient.post<{ photo_url: string }>(
      '/api/reports',
      report(dataUrl('image/jpeg', fakeImageBytes('png', 300))),
    );
    expect(res.status).toBe(201);
    const id = res.body.photo_url.split('/').pop()!;
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: 'image/png', size: 300, purpose: 'report_photo' });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(row.data).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
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
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
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
