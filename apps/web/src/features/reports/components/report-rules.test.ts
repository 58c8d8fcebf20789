import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reportCreateErrorMessage } from './report-errors';
import { readReportPhoto } from './report-photo';
import { mapsUrl, reportPreview } from './report-card';

describe('report rules', () => {
  it('checks photo type and size with the spec messages', async () => {
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(await readReportPhoto(text)).toEqual({
      ok: false,
      message: 'Por favor, selecione apenas arquivos de imagem.',
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(await readReportPhoto(big)).toEqual({ ok: false, message: 'Imagem muito grande. Máximo 5MB.' });
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(await readReportPhoto(gif)).toEqual({ ok: false, message: 'Formato de imagem inválido.' });
    const tiny = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await readReportPhoto(tiny)).toEqual({
      ok: false,
      message: 'Dados da imagem inválidos. Tente tirar a foto novamente.',
    });
  });

  it('maps creation failures to the spec texts', () => {
    expect(reportCreateErrorMessage(new ApiError(500, null, 'Internal Server Error'))).toBe(
      'Erro 500: Internal Server Error',
    );
    expect(reportCreateErrorMessage(new ApiError(413, 'too large', 'Payload Too Large'))).toBe(
      'Imagem muito grande. Máximo 5MB.',
    );
    expect(reportCreateErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    expect(reportCreateErrorMessage(new Error('x'))).toBe('Erro ao criar relatório. Tente novamente.');
  });

  it('previews 100 characters and links to the map by coordinates', () => {
    expect(reportPreview('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(mapsUrl(-22.9, -47.06)).toBe('https://www.google.com/maps?q=-22.9,-47.06');
  });
});
