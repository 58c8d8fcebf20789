import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText } from '@saude/shared/schemas/common';
import { clearDrafts, readDraft, writeDraft } from '@/lib/form-drafts';
import { FormField } from './form-field';
import { SchemaForm } from './schema-form';
import { useFormDraft } from './use-form-draft';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: requiredText('Título é obrigatório'), notes: z.string() });
const DEFAULTS = { title: '', notes: '' };
const Field = FormField<typeof DEFAULTS>;

function Form({ onSent = () => {}, onCancel = () => {} }: { onSent?: () => void; onCancel?: () => void }) {
  const form = useSchemaForm(schema, DEFAULTS);
  const draft = useFormDraft(form, 'teste');
  return (
    <SchemaForm
      form={form}
      draft={draft}
      onSubmit={() => {
        draft.clear();
        onSent();
      }}
      onCancel={onCancel}
      busy={false}
      submitLabel="Enviar"
      busyLabel="Enviando..."
    >
      <Field name="title" id="t-titulo" label="Título" required />
      <Field name="notes" id="t-notas" label="Observações" kind="textarea" />
    </SchemaForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const valueOf = (label: string) =>
  (screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement).value;

describe('form drafts', () => {
  it('gives back what was typed when the form opens again, as after a reload, and says so', () => {
    const first = render(<Form />);
    expect(screen.queryByText('Recuperamos o que você tinha digitado.')).toBeNull();
    type('Título', 'Foco na praça');
    type('Observações', 'Pneus com água parada');
    first.unmount();

    render(<Form />);
    expect(valueOf('Título')).toBe('Foco na praça');
    expect(valueOf('Observações')).toBe('Pneus com água parada');
    expect(screen.getByText('Recuperamos o que você tinha digitado.')).toBeTruthy();
  });

  it('drops the draft once the form is sent, and when it is discarded on purpose', async () => {
    let sent = false;
    const first = render(<Form onSent={() => (sent = true)} />);
    type('Título', 'Foco na praça');
    expect(readDraft('teste')).toEqual({ title: 'Foco na praça', notes: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(readDraft('teste')).toBeNull();
    first.unmount();

    const second = render(<Form />);
    expect(valueOf('Título')).toBe('');
    type('Título', 'Lixo na esquina');
    second.unmount();
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(valueOf('Título')).toBe('');
    expect(screen.queryByText('Recuperamos o que você tinha digitado.')).toBeNull();
    expect(readDraft('teste')).toBeNull();
  });

  it('throws the draft away with Cancelar', () => {
    const view = render(<Form />);
    type('Observações', 'algo');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(readDraft('teste')).toBeNull();
    view.unmount();
    render(<Form />);
    expect(valueOf('Observações')).toBe('');
  });

  it('takes back only the fields the form has, with values of their kind', () => {
    writeDraft('teste', { title: 42, notes: 'ainda vale', password: 'x' });
    render(<Form />);
    expect(valueOf('Título')).toBe('');
    expect(valueOf('Observações')).toBe('ainda vale');
  });

  it('leaves nothing of any draft after sign-out, and nothing else is touched', () => {
    writeDraft('teste', { title: 'Foco' });
    sessionStorage.setItem('outra-coisa', '1');
    clearDrafts();
    expect(readDraft('teste')).toBeNull();
    expect(sessionStorage.getItem('outra-coisa')).toBe('1');
  });
});
