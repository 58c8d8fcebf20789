import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FILTER_FROM, filterOptions } from './filtered-select';
import { FormField } from './form-field';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const UNITS = [
  { value: '1', label: 'UBS São João — Rua das Flores, 10' },
  { value: '2', label: 'UBS Centro — Avenida Brasil, 200' },
  { value: '3', label: 'Hospital Municipal — Rua São Paulo, 5' },
  ...Array.from({ length: 20 }, (_, i) => ({ value: String(10 + i), label: `UBS Bairro ${i + 1}` })),
];
const FILTER = 'Filtrar por nome ou endereço';

const schema = z.object({ unit: z.string() });

function Form({ options, onSubmit }: { options: typeof UNITS; onSubmit: (v: { unit: string }) => void }) {
  const form = useSchemaForm(schema, { unit: '' });
  const Field = FormField<{ unit: string }>;
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      onCancel={() => {}}
      busy={false}
      submitLabel="Enviar"
      busyLabel="Enviando..."
    >
      <Field
        name="unit"
        id="t-unidade"
        label="Unidade"
        kind="select"
        placeholder="Qualquer unidade"
        options={options}
        filterLabel={FILTER}
      />
    </SchemaForm>
  );
}

const optionTexts = () =>
  within(screen.getByLabelText('Unidade'))
    .getAllByRole('option')
    .map((o) => o.textContent);
const filter = (text: string) => fireEvent.change(screen.getByLabelText(FILTER), { target: { value: text } });

describe('a select with a filter box', () => {
  it('narrows the options by every typed word, without accents or case', () => {
    render(<Form options={UNITS} onSubmit={() => {}} />);
    filter('sao');
    expect(optionTexts()).toEqual(['Qualquer unidade', UNITS[0]!.label, UNITS[2]!.label]);
    filter('RUA joão');
    expect(optionTexts()).toEqual(['Qualquer unidade', UNITS[0]!.label]);
    expect(screen.getByText(`1 de ${UNITS.length} opções.`)).toBeTruthy();
    filter('xyz');
    expect(optionTexts()).toEqual(['Qualquer unidade']);
    expect(screen.getByText('Nenhuma opção encontrada para “xyz”.')).toBeTruthy();
    filter('');
    expect(optionTexts()).toHaveLength(UNITS.length + 1);
  });

  it('keeps the chosen option listed when the filter leaves it out', () => {
    render(<Form options={UNITS} onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText('Unidade'), { target: { value: '2' } });
    filter('hospital');
    expect(optionTexts()).toEqual(['Qualquer unidade', UNITS[1]!.label, UNITS[2]!.label]);
    expect((screen.getByLabelText('Unidade') as HTMLSelectElement).value).toBe('2');
    // The chosen option is not counted as a match.
    expect(screen.getByText(`1 de ${UNITS.length} opções.`)).toBeTruthy();
  });

  it('takes the first match on Enter instead of sending the form', async () => {
    const onSubmit = vi.fn();
    render(<Form options={UNITS} onSubmit={onSubmit} />);
    filter('centro');
    fireEvent.keyDown(screen.getByLabelText(FILTER), { key: 'Enter' });
    const select = screen.getByLabelText('Unidade') as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(document.activeElement).toBe(select);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ unit: '2' });
  });

  it('has no filter box for a short list', () => {
    render(<Form options={UNITS.slice(0, FILTER_FROM - 1)} onSubmit={() => {}} />);
    expect(screen.queryByLabelText(FILTER)).toBeNull();
    expect(optionTexts()).toHaveLength(FILTER_FROM);
  });

  it('matches pieces of words in any order', () => {
    expect(filterOptions(UNITS, 'flores sao').map((o) => o.value)).toEqual(['1']);
    expect(filterOptions(UNITS, '  ')).toBe(UNITS);
  });
});
