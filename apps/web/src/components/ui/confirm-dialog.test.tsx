import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('confirms once for a double tap, and again for a later press (a retry after a failure)', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Remover médico"
        question="Tem certeza que deseja remover este médico?"
        confirmLabel="Remover"
        onConfirm={onConfirm}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Remover' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
