import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { editedCnsSchema, optionalCnsSchema } from '@saude/shared/schemas/common';
import { FormField } from './form-field';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

type Values = { sus_card: string };

function Form({
  schema,
  onSubmit,
  initial = '',
}: {
  schema: z.ZodType;
  onSubmit: (v: unknown) => void;
  initial?: string;
}) {
  const form = useSchemaForm(z.object({ sus_card: schema }), { sus_card: initial } satisfies Values);
  const Field = FormField<Values>;
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      onCancel={() => {}}
      busy={false}
      errorFallback="Erro ao salvar"
      submitLabel="Salvar"
      busyLabel="Salvando..."
    >
      <Field name="sus_card" id="t-cns" label="Cartão SUS (CNS)" kind="cns" />
    </SchemaForm>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Cartão SUS (CNS)');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('the CNS field', () => {
  it('masks as 000 0000 0000 0000 on a numeric keyboard and sends the digits', async () => {
    const onSubmit = vi.fn();
    render(<Form schema={optionalCnsSchema} onSubmit={onSubmit} />);
    expect(input().inputMode).toBe('numeric');
    type('8980012');
    expect(input().value).toBe('898 0012');
    type('898001234567808999');
    expect(input().value).toBe('898 0012 3456 7808');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ sus_card: '898001234567808' });
  });

  it('says a wrong number in Portuguese and does not submit; empty is allowed', async () => {
    const onSubmit = vi.fn();
    render(<Form schema={optionalCnsSchema} onSubmit={onSubmit} />);
    type('898001234567890');
    save();
    expect(await screen.findByText('CNS inválido - verifique os dígitos')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    type('');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ sus_card: null });
  });

  it('on an edit, lets the stored number through unchanged but not another invalid one', async () => {
    const onSubmit = vi.fn();
    const legacy = '898001234567890';
    render(<Form schema={editedCnsSchema(legacy)} onSubmit={onSubmit} initial="898 0012 3456 7890" />);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ sus_card: legacy });
    type('898001234567892');
    save();
    expect(await screen.findByText('CNS inválido - verifique os dígitos')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
