import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { cpfSchema, phoneSchema, requiredText } from '@saude/shared/schemas/common';
import { ApiError } from '@/lib/api-client';
import { FormField } from './form-field';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';
import { useWholeFormMessage } from './use-whole-form-message';

const schema = z.object({
  full_name: requiredText('Nome completo é obrigatório'),
  cpf: cpfSchema,
  phone: phoneSchema,
  gender: z.enum(['F', 'M']).nullish(),
});
type Values = { full_name: string; cpf: string; phone: string; gender: string };

function Form({
  onSubmit,
  busy = false,
  error,
}: {
  onSubmit: (values: z.output<typeof schema>) => void;
  busy?: boolean;
  error?: unknown;
}) {
  const form = useSchemaForm(schema, { full_name: '', cpf: '', phone: '', gender: 'F' } satisfies Values);
  const Field = FormField<Values>;
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      onCancel={() => {}}
      busy={busy}
      error={error}
      errorFallback="Erro ao salvar"
      submitLabel="Salvar"
      busyLabel="Salvando..."
    >
      <Field name="full_name" id="t-nome" label="Nome completo" required hint="Como no documento" />
      <Field name="cpf" id="t-cpf" label="CPF" kind="cpf" required />
      <Field name="phone" id="t-telefone" label="Telefone" kind="phone" />
      <Field
        name="gender"
        id="t-sexo"
        label="Sexo"
        kind="select"
        options={[
          { value: 'F', label: 'Feminino' },
          { value: 'M', label: 'Masculino' },
        ]}
      />
    </SchemaForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('form kit', () => {
  it("shows the schema's Portuguese message on the field and announces it", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Nome completo');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = await screen.findByText('Nome completo é obrigatório');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The hint and the error are both read with the field.
    expect(name.getAttribute('aria-describedby')).toBe(`t-nome-dica ${message.id}`);
    expect(screen.getByText('CPF deve ter 11 dígitos').id).toBe(
      screen.getByLabelText('CPF').getAttribute('aria-describedby'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixing the field clears its message while typing.
    type('Nome completo', 'Ana');
    await waitFor(() => expect(screen.queryByText('Nome completo é obrigatório')).toBeNull());
  });

  it('applies the mask while typing', () => {
    render(<Form onSubmit={() => {}} />);
    type('Telefone', '11987654321');
    expect(screen.getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
    type('CPF', '529982247');
    expect(screen.getByLabelText<HTMLInputElement>('CPF').value).toBe('529.982.247');
  });

  it('does not submit an invalid form', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    type('Nome completo', 'Ana Souza');
    type('CPF', '52998224700');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CPF inválido - verifique os dígitos verificadores')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits once with the schema's output, even when tapped twice", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    type('Nome completo', '  Ana Souza ');
    type('CPF', '52998224725');
    type('Telefone', '11987654321');
    fireEvent.change(screen.getByLabelText('Sexo'), { target: { value: 'M' } });
    const submit = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      full_name: 'Ana Souza',
      cpf: '52998224725',
      phone: '11987654321',
      gender: 'M',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can be sent again as soon as a quick answer failed', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form onSubmit={onSubmit} />);
    type('Nome completo', 'Ana Souza');
    type('CPF', '52998224725');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The refusal came before the caller ever showed itself busy.
    rerender(<Form onSubmit={onSubmit} error={new ApiError(409, 'CPF já cadastrado')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('shows the busy state and ignores submits while busy', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} busy />);
    const submit = screen.getByRole('button', { name: 'Salvando...' });
    expect(submit).toHaveProperty('disabled', true);
    // A spinner beside the busy label, hidden from the button's name.
    expect(submit.querySelector('.icon.animate-spin')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.submit(submit.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops an earlier failure once the form is submitted again, and shows the next one', async () => {
    const offline = new TypeError('Failed to fetch');
    const { rerender } = render(<Form onSubmit={() => {}} error={offline} />);
    expect(screen.getByRole('alert').textContent).toContain('Sem conexão');
    // Submitted again, refused by the schema: its messages stand alone, not beside the old failure.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome completo é obrigatório')).toBeTruthy();
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
    rerender(<Form onSubmit={() => {}} error={new ApiError(409, 'CPF já cadastrado')} />);
    expect(screen.getByText('CPF já cadastrado')).toBeTruthy();
  });

  it("shows the server's error just above the submit, else the fallback", () => {
    const { rerender } = render(<Form onSubmit={() => {}} error={new ApiError(409, 'CPF já cadastrado')} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('CPF já cadastrado');
    // After the last field, before the buttons: where the eyes are after tapping the submit on a phone.
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByLabelText('Telefone'), alert)).toBe(true);
    expect(follows(alert, screen.getByRole('button', { name: 'Salvar' }))).toBe(true);
    rerender(<Form onSubmit={() => {}} error={new ApiError(500, null)} />);
    expect(screen.getByRole('alert').textContent).toBe('Erro ao salvar');
    rerender(<Form onSubmit={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes the whole form's message away once the form is complete, without another submit", async () => {
    const both = z
      .looseObject({})
      .refine((v) => v.age !== '' && v.place !== '', 'Preencha todos os campos obrigatórios.')
      .pipe(z.object({ age: z.string(), place: z.string() }));
    const onSubmit = vi.fn();
    function Whole() {
      const form = useSchemaForm(both, { age: '', place: '' });
      const message = useWholeFormMessage(form);
      const Field = FormField<{ age: string; place: string }>;
      return (
        <SchemaForm
          form={form}
          onSubmit={onSubmit}
          onCancel={() => {}}
          busy={false}
          submitLabel="Registrar"
          busyLabel="Salvando..."
        >
          <Field name="age" id="t-idade" label="Idade" />
          <Field name="place" id="t-local" label="Local" />
          {message ? <p role="alert">{message}</p> : null}
        </SchemaForm>
      );
    }
    render(<Whole />);
    // Before any submit, typing says nothing.
    type('Idade', '30');
    type('Idade', '');
    expect(screen.queryByText('Preencha todos os campos obrigatórios.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Preencha todos os campos obrigatórios.')).toBeTruthy();
    type('Idade', '30');
    // Still something missing: the message is still true.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Preencha todos os campos obrigatórios.')).toBeTruthy();
    type('Local', 'UBS Centro');
    await waitFor(() => expect(screen.queryByText('Preencha todos os campos obrigatórios.')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
