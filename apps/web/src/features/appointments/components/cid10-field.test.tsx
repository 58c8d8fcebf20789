import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { removeDraft, writeDraft } from '@/lib/form-drafts';
import { jsonResponse, listReply, mockApi } from '@/test/mock-api';
import { FinishAppointmentDialog } from './finish-appointment-dialog';

const appointment: AppointmentItem = {
  id: 3,
  patient_id: 7,
  patient_name: 'Maria da Silva',
  doctor_name: 'Dr. João',
  health_unit_name: 'UBS Centro',
  appointment_date: '2025-03-07',
  appointment_time: '09:00',
  appointment_type: 'consultation',
  specialty: 'Clínico Geral',
  status: 'confirmed',
  notes: null,
  cancelled_at: null,
  cancellation_reason: null,
  created_at: '2025-03-01T10:00:00Z',
};

const TABLE = [
  {
    code: 'J06',
    description: 'Infecções agudas das vias aéreas superiores de localizações múltiplas e não especificadas',
  },
  { code: 'J069', description: 'Infecção aguda das vias aéreas superiores não especificada' },
  { code: 'I10', description: 'Hipertensão essencial (primária)' },
];

const PNEUMONIAS = Array.from({ length: 20 }, (_, i) => ({
  code: `J1${Math.floor(i / 10) + 2}${i % 10}`,
  description: `Pneumonia do tipo ${i + 1}`,
}));

function renderDialog() {
  const searches: string[] = [];
  mockApi();
  // The search answers what the fake table holds for the code typed; the allergy card finds none.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/cid10') {
        const q = url.searchParams.get('q') ?? '';
        searches.push(q);
        // Words that find more codes than are offered: the first 20 of 55.
        if (q === 'pneumonia') return listReply(PNEUMONIAS, { total: 55 });
        const code = q.toUpperCase().replace('.', '');
        return listReply(TABLE.filter((t) => t.code.startsWith(code)));
      }
      return jsonResponse(200, { id: 7, full_name: 'Maria da Silva', blood_type: null, allergies: null });
    }),
  );
  const onFinish = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FinishAppointmentDialog
        appointment={appointment}
        pending={false}
        error={null}
        onOpenChange={() => {}}
        onFinish={onFinish}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Finalizar Consulta' });
  const input = within(dialog).getByRole('combobox', { name: 'CID-10' });
  return { dialog, input, onFinish, searches };
}

describe('CID-10 in Finalizar Consulta', () => {
  it('searches after the pause from 2 characters, and is chosen and removed with the keyboard', async () => {
    const { dialog, input, onFinish, searches } = renderDialog();
    fireEvent.change(input, { target: { value: 'J' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(searches).toEqual([]);

    // Typing on within the 300 ms asks once, for the last text.
    fireEvent.change(input, { target: { value: 'J0' } });
    fireEvent.change(input, { target: { value: 'J06' } });
    const listbox = await screen.findByRole('listbox', { name: 'Códigos CID-10 encontrados' });
    expect(searches).toEqual(['J06']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      `J06 ${TABLE[0]!.description}`,
      `J06.9 ${TABLE[1]!.description}`,
    ]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    const chosen = within(dialog).getByRole('list', { name: 'Códigos CID-10 escolhidos' });
    expect(within(chosen).getByText('J06.9')).toBeTruthy();
    expect(within(chosen).getByText(TABLE[1]!.description)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');

    // A second code by mouse; a chosen code is not offered again.
    fireEvent.change(input, { target: { value: 'i1' } });
    fireEvent.click(await screen.findByRole('option', { name: /Hipertensão essencial/ }));
    fireEvent.change(input, { target: { value: 'J06' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.id)).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toContain('J06');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    // Remove buttons name their code; Backspace in the empty search removes the last one.
    fireEvent.change(input, { target: { value: '' } });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remover J06.9', 'Remover I10']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(within(chosen).queryByText('I10')).toBeNull();
    fireEvent.change(input, { target: { value: 'I10' } });
    fireEvent.click(await screen.findByRole('option', { name: /Hipertensão essencial/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover J06.9' }));

    fireEvent.change(within(dialog).getByLabelText('Diagnóstico'), { target: { value: 'Pressão alta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ diagnosis: 'Pressão alta', cid10_codes: ['I10'] });
  });

  it('says when the search found more codes than it offers, and asks for more words', async () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { value: 'pneumonia' } });
    expect(
      await screen.findByText('Mostrando 20 de 55 códigos. Digite mais palavras para encontrar outros.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(20);
  });

  it('describes the codes of a restored draft by looking each one up', async () => {
    writeDraft(`finalizar-consulta:${appointment.id}`, { diagnosis: 'Gripe', cid10_codes: ['J069'] });
    const { dialog, searches } = renderDialog();
    const chosen = within(dialog).getByRole('list', { name: 'Códigos CID-10 escolhidos' });
    expect(await within(chosen).findByText(TABLE[1]!.description)).toBeTruthy();
    expect(searches).toEqual(['J069']);
    removeDraft(`finalizar-consulta:${appointment.id}`);
  });

  it('says when the search fails, and the visit can still be finished', async () => {
    const { dialog, input, onFinish } = renderDialog();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    fireEvent.change(input, { target: { value: 'gripe' } });
    expect((await within(dialog).findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'Não foi possível buscar os códigos CID-10',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('sends no codes when none is chosen', async () => {
    const { dialog, onFinish } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ diagnosis: null, cid10_codes: [] });
  });
});
