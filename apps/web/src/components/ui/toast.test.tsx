import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { toast } from './toast';

describe('toast', () => {
  it('shows a toast asked for before its library has loaded, once the Toaster is on screen', async () => {
    render(<AppToaster />);
    // The Toaster is not mounted yet: its code comes at the first toast (or when the page is idle).
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    toast.success('Relatório enviado com sucesso!');
    toast.error('Erro ao remover médico');
    expect(await screen.findByText('Relatório enviado com sucesso!')).toBeTruthy();
    expect(await screen.findByText('Erro ao remover médico')).toBeTruthy();
  });
});
