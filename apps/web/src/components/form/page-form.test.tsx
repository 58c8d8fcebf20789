import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { CheckboxField } from './checkbox-field';
import { FormField } from './form-field';
import { PageForm } from './page-form';
import { useEditClearsError } from './use-edit-clears-error';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  username: z.string().trim().min(1, 'Informe o usuário'),
  agreed: z.literal(true, { error: 'Confirme que conferiu' }),
});
const DEFAULTS = { username: '', agreed: false };

function Form({ onSubmit, error }: { onSubmit: (values: z.output<typeof schema>) => void; error?: unknown }) {
  const form = useSchemaForm(schema, DEFAULTS);
  useEditClearsError(form);
  return (
    <PageForm
      form={form}
      onSubmit={onSubmit}
      busy={false}
      submitLabel="Entrar"
      busyLabel="Entrando..."
      error={error}
      errorMessage={(e) => (e instanceof ApiError ? `Falhou: ${e.serverMessage}` : 'Erro')}
    >
      <FormField<typeof DEFAULTS> name="username" id="p-usuario" label="Usuário" required />
      <CheckboxField<typeof DEFAULTS> name="agreed" id="p-conferi" label="Conferi" required />
    </PageForm>
  );
}

describe('page form, checkbox field and edit clearing', () => {
  it('shows the messages, focuses the first wrong field and clears a message at once on edit', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    // A page has nothing to cancel: the submit is its only button.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Entrar']);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário')).toBeTruthy();
    const box = screen.getByLabelText('Conferi');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Confirme que conferiu').id);
    expect(document.activeElement).toBe(screen.getByLabelText('Usuário'));

    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: 'ana' } });
    expect(screen.queryByText('Informe o usuário')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByText('Confirme que conferiu')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'ana', agreed: true }));
  });

  it("tells the failure with the page's own wording", () => {
    render(<Form onSubmit={() => {}} error={new ApiError(401, 'Credenciais inválidas')} />);
    expect(screen.getByRole('alert').textContent).toBe('Falhou: Credenciais inválidas');
  });
});
