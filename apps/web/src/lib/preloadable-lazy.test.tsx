import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('preloadableLazy', () => {
  it('suspends before its code has arrived, like React.lazy', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded; the code is asked for once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadableLazy(load);
    await Promise.all([preload(), preload()]);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Component name="Bia" />
      </Suspense>,
    );
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const { Component, preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await act(() => preload());
    render(<Component name="Caio" />);
    expect(screen.getByText('Olá, Caio')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
