import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkFailureGate } from './network-failure-gate';

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('application error screen', () => {
  it('replaces the app after an unhandled network failure, with a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NetworkFailureGate>
        <p>conteúdo</p>
      </NetworkFailureGate>,
    );
    rejectUnhandled(new TypeError('x is not a function'));
    expect(screen.getByText('conteúdo')).toBeTruthy();

    rejectUnhandled(new TypeError('Failed to fetch'));
    expect(screen.getByRole('heading', { name: 'Erro na Aplicação' })).toBeTruthy();
    expect(screen.getByText('Problema de conexão. Verifique sua internet e tente novamente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeTruthy();
    expect(screen.queryByText('conteúdo')).toBeNull();
  });
});
