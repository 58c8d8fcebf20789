import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mockApi } from '@/test/mock-api';
import { ProvisionalRecordDialog, createErrorMessage } from './provisional-record-dialog';

describe('ProvisionalRecordDialog', () => {
  it('asks for every required field and the photo before sending', async () => {
    const api = mockApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ProvisionalRecordDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Idade aproximada'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText('Por favor, preencha todos os campos obrigatórios e capture uma foto.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/provisional-patients')).toHaveLength(0);
  });

  it('says at once that an age out of range is wrong, with the photo still to take', async () => {
    const api = mockApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ProvisionalRecordDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Idade aproximada'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Idade aproximada deve ser um número inteiro entre 0 e 150')).toBeTruthy();
    expect(
      screen.getByText('Por favor, preencha todos os campos obrigatórios e capture uma foto.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/provisional-patients')).toHaveLength(0);
  });

  it('points the rear camera at the person being registered (decision 014)', async () => {
    mockApi();
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('no camera here', 'NotFoundError')));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <ProvisionalRecordDialog open onOpenChange={() => {}} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
      expect(getUserMedia.mock.calls[0]).toEqual([
        expect.objectContaining({
          video: expect.objectContaining({ facingMode: 'environment', width: { ideal: 640 } }),
        }),
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it("without a camera offers the phone's own camera or gallery, and refuses a file that is no image", async () => {
    mockApi();
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <ProvisionalRecordDialog open onOpenChange={() => {}} />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('button', { name: 'Escolher ou tirar foto' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Capturar Foto' })).toBeNull();
      const text = new File(['not an image'], 'nota.txt', { type: 'text/plain' });
      fireEvent.change(screen.getByLabelText('Foto do aparelho'), { target: { files: [text] } });
      expect(await screen.findByText('Não foi possível ler esta imagem. Escolha outra foto.')).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'Foto capturada' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('words server and network failures as the spec does', () => {
    expect(createErrorMessage(new ApiError(400, 'Sexo inválido'))).toBe(
      'Erro ao criar prontuário: Sexo inválido',
    );
    // Without a connection the reason is the connection, in the spec's '...: <reason>' form.
    expect(createErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Erro ao criar prontuário: sem conexão, nada foi enviado. Verifique a conexão e tente novamente.',
    );
    expect(createErrorMessage(new ApiError(502, null))).toBe('Erro ao criar prontuário. Tente novamente.');
  });
});
